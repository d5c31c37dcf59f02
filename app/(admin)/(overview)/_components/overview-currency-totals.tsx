import { useFormatter, useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";
import type { CurrencyTotals } from "@/lib/payouts/amounts";

/**
 * Amounts per currency (never summed across currencies), with a bar that splits each total
 * into completed, in flight and needing attention. The parts are listed one per line: three
 * amounts with their codes do not fit side by side in a card ("1,895,731.92 USDT").
 * `total` is how many payouts exist, when known, to say how many the amounts leave out.
 */
export function OverviewCurrencyTotals({
  totals,
  sampled,
  total,
}: {
  totals: CurrencyTotals[];
  sampled: number;
  total?: number;
}) {
  const t = useTranslations("overview");
  const format = useFormatter();
  if (totals.length === 0) return <p className="text-sm text-muted-foreground">{t("noPayouts")}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" data-testid="amount-sample-note">
        {total === undefined
          ? t("sampleNoteNoTotal", { count: sampled })
          : total <= sampled
            ? t("sampleNoteAll", { count: sampled })
            : t("sampleNote", { count: sampled, total: format.number(total) })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {totals.map((entry) => {
          const share = (part: number) => `${entry.total > 0 ? (part / entry.total) * 100 : 0}%`;
          return (
            <li key={entry.currency} className="flex flex-col gap-2 rounded-md border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-mono text-xs text-muted-foreground">{entry.currency}</span>
                <span className="text-xs text-muted-foreground">{t("payoutCount", { count: entry.count })}</span>
              </div>
              <Money
                amount={entry.total}
                currency={entry.currency}
                className="text-xl font-semibold whitespace-normal break-words"
              />
              <div aria-hidden className="flex h-2 overflow-hidden rounded bg-muted">
                <span className="bg-success" style={{ width: share(entry.completed) }} />
                <span className="bg-info" style={{ width: share(entry.inFlight) }} />
                <span className="bg-destructive" style={{ width: share(entry.attention) }} />
              </div>
              <dl className="flex flex-col gap-1 text-xs">
                {(
                  [
                    ["completed", entry.completed, "bg-success"],
                    ["inFlight", entry.inFlight, "bg-info"],
                    ["attention", entry.attention, "bg-destructive"],
                  ] as const
                ).map(([key, amount, swatch]) => (
                  <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <dt className="flex items-center gap-1.5 text-muted-foreground">
                      <span aria-hidden className={`size-2 rounded-sm ${swatch}`} />
                      {t(key)}
                    </dt>
                    <dd className="ml-auto">
                      <Money amount={amount} currency={entry.currency} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
