"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { createContext, memo, type ReactNode, useContext, useDeferredValue } from "react";
import { StatusBadge } from "@/components/payouts/status-badge";
import { TimeInStatus } from "@/components/payouts/time-in-status";
import { useClock } from "@/components/ui/use-clock";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import type { FlightItem } from "@/lib/payouts-readmodel/list";

/**
 * The read model's view of the rows on screen (the API's list): each row's time in status, and a
 * status the sync saw change since the API's page was read, shown in place with "updated 20 s
 * ago". Read once per page of ids and again every `refreshMs` (auto-refresh on: 20 s).
 */

type Items = Record<string, FlightItem>;
/** One answer of the read model, and when it arrived. */
type Read = { items: Items; readAt: number };
const NOTHING_READ: Read = { items: {}, readAt: 0 };
const FlightStatusContext = createContext<Read>(NOTHING_READ);

async function readItems(ids: readonly string[], signal: AbortSignal): Promise<Read> {
  const response = await fetch(`/api/payouts/lifecycle?${new URLSearchParams({ ids: ids.join(",") })}`, {
    cache: "no-store",
    signal,
    // Kept current by a timer, not by the operator: the session may still go idle.
    headers: { [BACKGROUND_REQUEST_HEADER]: "1" },
  });
  // Not readable (no model yet, no permission): rows show what the API said, nothing more.
  const items = response.ok ? (((await response.json()) as { items?: Items }).items ?? {}) : {};
  return { items, readAt: Date.now() };
}

export function FlightStatusScope({
  ids,
  refreshMs,
  children,
}: {
  ids: readonly string[];
  refreshMs: number | false;
  children: ReactNode;
}) {
  // Read once the new rows are on screen (a round trip later either way), not in their own render.
  const shown = useDeferredValue(ids);
  const query = useQuery({
    queryKey: ["payouts", "flight-status", shown],
    queryFn: ({ signal }) => readItems(shown, signal),
    enabled: shown.length > 0,
    refetchInterval: refreshMs,
    staleTime: 10_000,
    // Until the new page's answer, the last one stays (looked up by payout id, so only rows on
    // both pages read it, as they did in the new rows' first render): the context keeps its
    // value, and the new ids' deferred render re-renders no cell for an answer not yet there.
    placeholderData: keepPreviousData,
  });
  // One value per answer (the answer itself): each row's status and time in status read it, so a
  // new object on each render of the screen would render every row again, past the memoised rows.
  return <FlightStatusContext value={query.data ?? NOTHING_READ}>{children}</FlightStatusContext>;
}

/**
 * The row's status: the API's, unless the read model saw it in another status after the API's
 * page said so (its updatedAt), then the read model's, with when it was read. Only what the cell
 * shows is handed on, so an answer of the read model renders again only the rows it changed.
 */
export function LiveStatusCell({
  payoutId,
  status,
  updatedAt,
}: {
  payoutId: string;
  status: string;
  updatedAt: string;
}) {
  const { items, readAt } = useContext(FlightStatusContext);
  const seen = items[payoutId];
  const newer = seen && seen.status !== status && Date.parse(seen.lastSeenAt) > Date.parse(updatedAt);
  return newer ? <LiveStatus status={seen.status} readAt={readAt} /> : <ApiStatus status={status} />;
}

const ApiStatus = memo(StatusBadge);

const LiveStatus = memo(function LiveStatus({ status, readAt }: { status: string; readAt: number }) {
  return (
    <span className="inline-flex flex-col gap-0.5" data-testid="live-status">
      <StatusBadge status={status} />
      <ReadAgo readAt={readAt} />
    </span>
  );
});

/** "Updated 20 s ago", kept current: only in the rows whose status the read model changed. */
function ReadAgo({ readAt }: { readAt: number }) {
  const t = useTranslations("payoutLifecycle.live");
  const now = useClock(10_000);
  const seconds = Math.max(0, Math.round((now.getTime() - readAt) / 1000));
  return (
    <span className="text-[11px] text-muted-foreground" suppressHydrationWarning>
      {t("updatedAgo", { seconds })}
    </span>
  );
}

/** Time in status from the read model (in the status it last saw, which LiveStatusCell shows). */
export function TimeInStatusCell({ payoutId }: { payoutId: string }) {
  const { items } = useContext(FlightStatusContext);
  const seen = items[payoutId];
  if (!seen) return <span className="text-muted-foreground">—</span>;
  return (
    <ShortTimeInStatus
      status={seen.status}
      since={seen.statusSince}
      observed={seen.statusSinceObserved}
      overdue={seen.overdue}
      variant="short"
    />
  );
}

/** Rendered again when the row's own values change, not on every answer for the page. */
const ShortTimeInStatus = memo(TimeInStatus);
