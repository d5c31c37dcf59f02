import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/field-list";
import type { ApiCaller } from "@/lib/api/client";
import { redirectIfUnauthorized } from "@/lib/auth/session";
import { summarize } from "@/lib/payouts/phases";
import { latestAmounts } from "@/lib/payouts/server-amounts";
import { getStatusCounts } from "@/lib/payouts/server-counts";
import { OverviewAttention } from "./overview-attention";
import { OverviewCurrencyTotals } from "./overview-currency-totals";
import { OverviewLegend } from "./overview-legend";
import { OverviewPhaseChart } from "./overview-phase-chart";

/** Phase chart and needs-attention, from the per-status counts (shared 15 s cache with the list). */
export async function OverviewStatusSections({ caller }: { caller: ApiCaller }) {
  const [{ counts }, t, format] = await Promise.all([
    getStatusCounts(caller).catch(redirectIfUnauthorized),
    getTranslations("overview"),
    getFormatter(),
  ]);
  const summary = summarize(counts);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <Section
          title={t("byPhase")}
          description={t("byPhaseNote", { total: format.number(summary.total) })}
          actions={
            <Link
              href="/payouts"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              {t("totalPayouts", { count: summary.total, formatted: format.number(summary.total) })}
              <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          }
        >
          <OverviewPhaseChart counts={counts} />
          <OverviewLegend />
        </Section>
      </div>
      <Section title={t("needsAttention")}>
        <OverviewAttention counts={counts} />
      </Section>
    </div>
  );
}

/**
 * Amounts per currency over the latest payouts (the API has no sums), next to how many payouts
 * there are in all (the status counts, cached with the section above), so the page says
 * plainly that money covers fewer payouts than the counts do.
 */
export async function OverviewAmountSection({ caller }: { caller: ApiCaller }) {
  const [{ totals, sampled }, all, t] = await Promise.all([
    latestAmounts(caller).catch(redirectIfUnauthorized),
    getStatusCounts(caller).then(
      ({ counts }) => summarize(counts).total,
      // The amounts still stand without the total; the note then says less.
      () => undefined,
    ),
    getTranslations("overview"),
  ]);
  return (
    // The title says "latest payouts only" only when the amounts do not cover every payout.
    <Section title={all !== undefined && sampled >= all ? t("amountsByCurrencyAll") : t("amountsByCurrency")}>
      <OverviewCurrencyTotals totals={totals} sampled={sampled} total={all} />
    </Section>
  );
}
