"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";

/** The read model changes once per sync cycle (minutes): a minute between reads is plenty. */
const POLL_MS = 60_000;

/**
 * Payouts that need attention (failed, errored or overdue) beside "Payouts" in the menu, from
 * GET /api/payouts/attention. Hidden while zero or unknown; a click on the item goes to the list,
 * whose "need attention" link is one more click.
 */
export function PayoutsAttentionBadge() {
  const t = useTranslations("payoutLifecycle.list");
  const [count, setCount] = useState(0);
  useEffect(() => {
    let closed = false;
    const read = () =>
      // A badge, not the operator's doing: it does not keep the session from going idle.
      fetch("/api/payouts/attention", { cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ count?: unknown }>) : null))
        .then((body) => {
          if (!closed && body && typeof body.count === "number") setCount(body.count);
        })
        .catch(() => {
          // No count: the badge keeps the last one (or stays hidden).
        });
    void read();
    const timer = setInterval(read, POLL_MS);
    return () => {
      closed = true;
      clearInterval(timer);
    };
  }, []);
  if (count <= 0) return null;
  return (
    <span
      data-testid="payouts-attention-badge"
      title={t("attentionLink", { count })}
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-semibold text-destructive-foreground tabular-nums"
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t("attentionLink", { count })}</span>
    </span>
  );
}
