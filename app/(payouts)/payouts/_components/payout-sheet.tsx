"use client";

import { useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { Payout, PayoutListResponse } from "@/lib/contract";
import { listUrl, payoutKeys } from "@/lib/payouts/queries";
import { PayoutDetail } from "./payout-detail";
import { PayoutWorkPanel } from "./payout-work-panel";
import { SheetLifecycle } from "./sheet-lifecycle";

/**
 * Escape or close puts focus back on the row the sheet belongs to (the row may have been
 * rendered again meanwhile, so it is found by id rather than remembered as an element).
 */
function returnFocusToRow(event: Event, id: string | null) {
  if (!id) return;
  const row = document.querySelector(`tr[data-row-id="${CSS.escape(id)}"]`);
  if (!(row instanceof HTMLElement)) return;
  event.preventDefault();
  row.focus();
}

/**
 * The detail over the list, so the operator keeps their place. Rows already carry every field,
 * so nothing is fetched unless the id is not on the current page.
 */
export function PayoutSheet({
  id,
  rows,
  onClose,
}: {
  id: string | null;
  rows: readonly Payout[];
  onClose: () => void;
}) {
  const t = useTranslations("payouts.detail");
  const fromRows = id ? rows.find((row) => row.id === id) : undefined;
  const fetched = useQuery({
    queryKey: payoutKeys.lookup("id", id ?? ""),
    queryFn: ({ signal }) => fetchJson<PayoutListResponse>(listUrl({ id: id ?? "", limit: "1", page: "1" }), signal),
    enabled: id !== null && fromRows === undefined,
  });
  const payout = fromRows ?? fetched.data?.payouts[0];
  // The id is gone by the time the sheet closes; focus goes back to the row it was opened from.
  const lastId = useRef(id);
  if (id) lastId.current = id;
  return (
    <Sheet open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="sm:max-w-2xl" onCloseAutoFocus={(event) => returnFocusToRow(event, lastId.current)}>
        <SheetHeader>
          <SheetTitle className="font-mono">{id}</SheetTitle>
          <SheetDescription className="flex items-center gap-3">
            {t("sheetDescription")}
            {id ? (
              <Link
                href={`/payouts/${encodeURIComponent(id)}`}
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {t("openFullPage")}
                <ExternalLinkIcon className="size-3.5" aria-hidden />
              </Link>
            ) : null}
          </SheetDescription>
        </SheetHeader>
        {payout ? (
          <>
            {/* The list's owners scope already listens for changes: no second stream here. */}
            <SheetLifecycle payoutId={payout.id} status={payout.status} details={payout.details} />
            <PayoutWorkPanel payoutId={payout.id} live={false} />
            <PayoutDetail payout={payout} />
          </>
        ) : fetched.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {fetched.error.message}
          </p>
        ) : fetched.isSuccess ? (
          <p className="text-sm text-muted-foreground">{t("notFound")}</p>
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </SheetContent>
    </Sheet>
  );
}
