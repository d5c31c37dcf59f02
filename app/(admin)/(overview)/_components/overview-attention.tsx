import { AlertTriangleIcon, ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { StatusBadge } from "@/components/payouts/status-badge";
import { useCodeLabels } from "@/components/ui/code-label";
import { PAYOUT_ATTENTION_STATUSES } from "@/lib/contract/payout-statuses";

/**
 * The needs-attention count, and the statuses behind it (busiest first), each linking to the
 * table filtered by that status: the API filters by one status, so the link is per status.
 */
export function OverviewAttention({ counts }: { counts: Record<string, number> }) {
  const t = useTranslations("overview");
  const format = useFormatter();
  const statusLabel = useCodeLabels("payoutStatus");
  const items = PAYOUT_ATTENTION_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }))
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count);
  const total = items.reduce((acc, item) => acc + item.count, 0);
  const top = items[0];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">{t("needsAttentionNote")}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-2 text-destructive">
          <AlertTriangleIcon className="size-5" aria-hidden />
          <span className="text-3xl font-semibold tabular-nums" data-testid="attention-total">
            {format.number(total)}
          </span>
        </div>
        {top ? (
          <Link
            href={`/payouts?${new URLSearchParams({ status: top.status })}`}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("reviewTop", { label: statusLabel(top.status) ?? top.status })}
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{t("nothingNeedsAttention")}</p> : null}
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.status}>
            <Link
              href={`/payouts?${new URLSearchParams({ status: item.status })}`}
              className="flex min-w-0 items-center justify-between gap-2 rounded-md px-2 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <StatusBadge status={item.status} withCode className="min-w-0 flex-wrap whitespace-normal" />
              <span className="font-mono tabular-nums">{format.number(item.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
