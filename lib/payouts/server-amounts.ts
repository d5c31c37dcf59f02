import "server-only";
import type { ApiCaller } from "@/lib/api/client";
import { listPayouts } from "@/lib/api/payouts";
import type { Payout } from "@/lib/contract";
import { type CurrencyTotals, totalsByCurrency } from "./amounts";
import { mapWithConcurrency } from "./bulk-lookup";

/**
 * The API has no sums, so amounts are added up over the latest payouts: up to 10 pages of 100
 * (1,000 payouts), 5 requests at a time. Paging the whole history on every visit would cost
 * 1,000 requests at 100,000 payouts; the overview says how many payouts it covers.
 */
export const AMOUNT_SAMPLE_PAGES = 10;
const PAGE_SIZE = 100;

export async function latestAmounts(caller: ApiCaller): Promise<{ totals: CurrencyTotals[]; sampled: number }> {
  const first = await listPayouts(caller, { page: 1, limit: PAGE_SIZE });
  const pages = Math.min(AMOUNT_SAMPLE_PAGES, first.totalPage);
  const rest = await mapWithConcurrency(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    5,
    async (page) => (await listPayouts(caller, { page, limit: PAGE_SIZE })).payouts,
  );
  const seen = new Set<string>();
  const payouts: Payout[] = [];
  for (const payout of [first.payouts, ...rest].flat()) {
    if (seen.has(payout.id)) continue;
    seen.add(payout.id);
    payouts.push(payout);
  }
  return { totals: totalsByCurrency(payouts), sampled: payouts.length };
}
