import type { Payout } from "@/lib/contract";
import { needsAttention } from "@/lib/contract/payout-statuses";

export type CurrencyTotals = {
  currency: string;
  count: number;
  total: number;
  completed: number;
  inFlight: number;
  attention: number;
};

/**
 * Sums amounts per currency, split by outcome: completed (COMPLETED), needing attention, and
 * still in flight (everything else not refunded). Currencies are never added together.
 */
export function totalsByCurrency(payouts: readonly Payout[]): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const payout of payouts) {
    const entry = byCurrency.get(payout.currency) ?? {
      currency: payout.currency,
      count: 0,
      total: 0,
      completed: 0,
      inFlight: 0,
      attention: 0,
    };
    entry.count++;
    entry.total += payout.amount;
    if (payout.status === "COMPLETED") entry.completed += payout.amount;
    else if (needsAttention(payout.status)) entry.attention += payout.amount;
    else if (payout.status !== "REFUNDED" && payout.status !== "REFUND_COMPLETED") entry.inFlight += payout.amount;
    byCurrency.set(payout.currency, entry);
  }
  return [...byCurrency.values()].sort((a, b) => b.count - a.count);
}
