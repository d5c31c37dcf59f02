"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";

/**
 * The count of change requests waiting for approval in the operator's customer. It is read once
 * (GET /api/approvals/summary) and, where the customer's policies can hold anything, kept current
 * over GET /api/approvals/stream (every instance announces a change to the queue there).
 * Nothing is shown while the count is zero or unknown.
 */
export function ApprovalsBadge() {
  const t = useTranslations("approvals");
  const [count, setCount] = useState(0);
  useEffect(() => {
    let source: EventSource | undefined;
    let closed = false;
    const onPending = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { count?: unknown };
        if (typeof data.count === "number") setCount(data.count);
      } catch {
        // A malformed frame leaves the last count.
      }
    };
    // A badge, not the operator's doing: it does not keep the session from going idle.
    fetch("/api/approvals/summary", { cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ count?: unknown; live?: unknown }>) : null))
      .then((summary) => {
        if (closed || !summary) return;
        if (typeof summary.count === "number") setCount(summary.count);
        if (summary.live !== true) return;
        source = new EventSource("/api/approvals/stream");
        source.addEventListener("pending", onPending);
      })
      .catch(() => {
        // No count: the badge stays hidden; the approvals page itself still lists everything.
      });
    return () => {
      closed = true;
      source?.removeEventListener("pending", onPending);
      source?.close();
    };
  }, []);
  if (count <= 0) return null;
  return (
    <span
      data-testid="approvals-badge"
      title={t("badge", { count })}
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums"
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t("badge", { count })}</span>
    </span>
  );
}
