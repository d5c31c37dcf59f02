"use client";

import { useQuery } from "@tanstack/react-query";
import { createColumnHelper, useTable } from "@tanstack/react-table";
import { RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { ErrorState } from "@/components/states/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CodeLabel, useCodeLabels } from "@/components/ui/code-label";
import { CopyButton } from "@/components/ui/copy-button";
import { DateTime } from "@/components/ui/date-time";
import { type DeliveryLogEntry, isPermanentlyFailed } from "@/lib/api/webhook-deliveries";
import { fetchJson } from "@/lib/browser/fetch-json";
import { resendWebhookDelivery } from "../actions";
import { DeliveryAttempts } from "./delivery-attempts";

type LogPage = { available: boolean; deliveries: DeliveryLogEntry[]; totalPage: number };
const REFRESH_MS = 5_000;

const stateTone = (entry: DeliveryLogEntry) =>
  isPermanentlyFailed(entry)
    ? "destructive"
    : entry.state === "succeeded"
      ? "success"
      : entry.state === "pending" || entry.state === "in_flight"
        ? "warning"
        : "neutral";

const NO_ROWS: DeliveryLogEntry[] = [];
const helper = createColumnHelper<DataTableFeatures, DeliveryLogEntry>();

/**
 * The sender's side of the story (sandbox extension): each event with every try made (time,
 * "1st attempt" to "retry 5 of 5", answer, latency), the next retry, and Resend, which adds a new sending. The
 * tries of one event nest in its row; on a phone event, state and tries stay in view and the
 * rest scrolls sideways under the pinned event.
 */
export function DeliveryLog() {
  const t = useTranslations("webhooks.deliveries");
  const [resending, setResending] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["webhooks", "deliveries"],
    // Read as the page opens and then refreshed on its own: background, not the operator's activity.
    queryFn: ({ signal }) => fetchJson<LogPage>("/api/webhooks/deliveries?limit=20", { signal, background: true }),
    refetchInterval: REFRESH_MS,
  });

  const { refetch } = query;
  const columns = useMemo(() => {
    async function resend(eventId: string) {
      setResending(eventId);
      try {
        const result = await resendWebhookDelivery({ eventId });
        if (result.ok) {
          toast.success(t("resent"));
          void refetch();
        } else toast.error(t("resendFailed"), { description: result.error.message || undefined });
      } finally {
        setResending(null);
      }
    }
    return helper.columns([
      helper.display({
        id: "event",
        header: t("event"),
        meta: { label: t("event"), pinned: true },
        // On a phone the id shows its start (the full id is its title), so state and tries stay in view.
        cell: ({ row: { original: d } }) => (
          <>
            <EventName event={d.event} action={d.action} />
            <span className="flex items-center gap-1">
              <span
                className="block max-w-28 truncate font-mono text-[11px] text-muted-foreground sm:max-w-none"
                title={d.eventId}
              >
                {d.eventId}
              </span>
              <CopyButton value={d.eventId} label={t("copyEventId")} />
            </span>
          </>
        ),
      }),
      helper.display({
        id: "state",
        header: t("state"),
        meta: { label: t("state") },
        cell: ({ row: { original: d } }) => (
          <Badge tone={stateTone(d)}>
            {isPermanentlyFailed(d)
              ? t("permanentlyFailed")
              : t.has(`states.${d.state}`)
                ? t(`states.${d.state}`)
                : d.state}
          </Badge>
        ),
      }),
      helper.display({
        id: "attempts",
        header: t("attemptsLabel"),
        meta: { label: t("attemptsLabel"), cellClassName: "min-w-64 whitespace-normal" },
        cell: ({ row: { original: d } }) => <DeliveryAttempts attempts={d.attempts} />,
      }),
      helper.accessor("createdAt", {
        header: t("createdAt"),
        meta: { label: t("createdAt"), cellClassName: "text-xs" },
        cell: (ctx) => <DateTime value={ctx.getValue()} />,
      }),
      helper.accessor("nextAttemptAt", {
        header: t("nextRetry"),
        meta: { label: t("nextRetry"), cellClassName: "text-xs" },
        cell: (ctx) => {
          const next = ctx.getValue();
          return next ? <DateTime value={next} /> : "—";
        },
      }),
      helper.display({
        id: "actions",
        header: () => <span className="sr-only">{t("actions")}</span>,
        meta: { label: t("actions") },
        cell: ({ row: { original: d } }) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => resend(d.eventId)}
            disabled={resending === d.eventId}
            aria-label={t("resendEvent", { id: d.eventId })}
          >
            <RotateCwIcon aria-hidden />
            {t("resend")}
          </Button>
        ),
      }),
    ]);
  }, [t, resending, refetch]);
  const page = query.data;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: page?.deliveries ?? NO_ROWS,
    getRowId: (d) => d.eventId,
  });

  if (query.isError) return <ErrorState kind="outage" onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="delivery-log-title" className="grid min-w-0 gap-3">
      <h2 id="delivery-log-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {!page ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : !page.available ? (
        <p className="text-sm text-muted-foreground" data-testid="delivery-log-unavailable">
          {t("unavailable")}
        </p>
      ) : page.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{t("order")}</p>
          <div data-testid="delivery-log" className="min-w-0">
            <DataTable table={table} label={t("listLabel")} />
          </div>
        </>
      )}
    </section>
  );
}

/** The event's type and action by name, each with the API's code beside it (a newer API's code alone). */
function EventName({ event, action }: { event: string; action: string }) {
  const eventLabel = useCodeLabels("webhookEvent")(event);
  const actionLabel = useCodeLabels("webhookAction")(action);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-xs font-medium">
      <CodeLabel label={eventLabel} code={event} />
      <CodeLabel label={actionLabel} code={action} />
    </span>
  );
}
