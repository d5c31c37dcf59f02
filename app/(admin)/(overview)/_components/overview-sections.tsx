import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/field-list";
import type { ApiCaller } from "@/lib/api/client";
import { LoadFailure } from "@/components/forms/load-failure";
import { summarize } from "@/lib/payouts/phases";
import { latestAmounts } from "@/lib/payouts/server-amounts";
import { getStatusCounts } from "@/lib/payouts/server-counts";
import { load } from "@/lib/pipeline/load";
import { OverviewAttention } from "./overview-attention";
import { OverviewCurrencyTotals } from "./overview-currency-totals";
import { OverviewLegend } from "./overview-legend";
import { OverviewPhaseChart } from "./overview-phase-chart";

/** Phase chart and needs-attention, from the per-status counts (shared 15 s cache with the list). */
export async function OverviewStatusSections({ caller }: { caller: ApiCaller }) {
  const [read, t, format] = await Promise.all([
    load(() => getStatusCounts(caller)),
    getTranslations("overview"),
    getFormatter(),
  ]);
  // The API down (or refusing) shows the state every other screen shows, with its retry: not a crash page.
  if (!read.ok) return <LoadFailure error={read.error} path="/" />;
  const { counts } = read.data;
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
  const [read, all, t] = await Promise.all([
    load(() => latestAmounts(caller)),
    getStatusCounts(caller).then(
      ({ counts }) => summarize(counts).total,
      // The amounts still stand without the total; the note then says less.
      () => undefined,
    ),
    getTranslations("overview"),
  ]);
  if (!read.ok) {
    // An outage is already said once, above, by the counts' section; anything else is said here.
    const outage = ["network", "timeout", "server"].includes(read.error.kind);
    return outage ? null : <LoadFailure error={read.error} path="/" />;
  }
  const { totals, sampled } = read.data;
  return (
    // The title says "latest payouts only" only when the amounts do not cover every payout.
    <Section title={all !== undefined && sampled >= all ? t("amountsByCurrencyAll") : t("amountsByCurrency")}>
      <OverviewCurrencyTotals totals={totals} sampled={sampled} total={all} />
    </Section>
  );
}
