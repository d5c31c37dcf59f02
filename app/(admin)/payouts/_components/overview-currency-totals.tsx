import { useFormatter, useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";
import type { CurrencyTotals } from "@/lib/payouts/amounts";

/**
 * Amounts per currency (never summed across currencies), with a bar that splits each total
 * into completed, in flight and needing attention.
 */
export function OverviewCurrencyTotals({ totals, sampled }: { totals: CurrencyTotals[]; sampled: number }) {
  const t = useTranslations("overview");
  const format = useFormatter();
  if (totals.length === 0) return <p className="text-sm text-muted-foreground">{t("noPayouts")}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {totals.map((entry) => {
          const share = (part: number) => `${entry.total > 0 ? (part / entry.total) * 100 : 0}%`;
          return (
            <li key={entry.currency} className="flex flex-col gap-2 rounded-md border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-mono text-xs text-muted-foreground">{entry.currency}</span>
                <span className="text-xs text-muted-foreground">{t("payoutCount", { count: entry.count })}</span>
              </div>
              <Money amount={entry.total} currency={entry.currency} className="text-xl font-semibold" />
              <div aria-hidden className="flex h-2 overflow-hidden rounded bg-muted">
                <span className="bg-success" style={{ width: share(entry.completed) }} />
                <span className="bg-info" style={{ width: share(entry.inFlight) }} />
                <span className="bg-destructive" style={{ width: share(entry.attention) }} />
              </div>
              <dl className="grid grid-cols-3 gap-1 text-xs">
                <div>
                  <dt className="text-muted-foreground">{t("completed")}</dt>
                  <dd>
                    <Money amount={entry.completed} currency={entry.currency} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("inFlight")}</dt>
                  <dd>
                    <Money amount={entry.inFlight} currency={entry.currency} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("attention")}</dt>
                  <dd>
                    <Money amount={entry.attention} currency={entry.currency} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">
        {t("sampleNote", { count: sampled, formatted: format.number(sampled) })}
      </p>
    </div>
  );
}
