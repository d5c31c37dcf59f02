import "server-only";
import { lifecycleOf } from "@/lib/contract/payout-lifecycle";
import {
  countAttention,
  flightRowsByIds,
  flightRowsEnteredBetween,
  transitionsObservedSince,
} from "@/lib/db/queries/payout-flight";
import type { CustomerScope } from "@/lib/db/scope";
import type { PayoutTransition } from "@/lib/payouts/transitions";
import { attentionFilter } from "./service-levels";
import { serviceLevelsOf } from "./service-levels-store";

/**
 * Attention from the read model: failed, errored or overdue. Counts for the overview, the strip
 * and the shell's badge; and, for the alerts, what entered attention in a window.
 */

const HOUR_MS = 3_600_000;

export async function attentionCount(scope: CustomerScope, now = new Date()): Promise<number> {
  return countAttention(scope, attentionFilter(await serviceLevelsOf(scope), now));
}

/**
 * Payouts that entered attention in (since, now]: failed ones as the sync observed the transition,
 * overdue ones at the instant their service level ran out. The alerts call it after each cycle
 * (onPayoutSyncCycle, ./scheduler.ts) with the previous cycle's end as `since`.
 */
export async function attentionEnteredSince(
  scope: CustomerScope,
  since: Date,
  now = new Date(),
): Promise<PayoutTransition[]> {
  const failedTransitions = (await transitionsObservedSince(scope, since)).filter(
    (t) => t.observedAt <= now && lifecycleOf(t.toStatus)?.failure === true,
  );
  const rows = new Map(
    (
      await flightRowsByIds(
        scope,
        failedTransitions.map((t) => t.payoutId),
      )
    ).map((r) => [r.payoutId, r]),
  );
  const failed: PayoutTransition[] = failedTransitions.map((t) => {
    const row = rows.get(t.payoutId);
    return {
      payoutId: t.payoutId,
      kind: "failed",
      status: t.toStatus,
      at: t.observedAt,
      ...(row ? { amount: Number(row.amount), currency: row.currency } : {}),
      ...(row?.beneficiaryName ? { beneficiaryName: row.beneficiaryName } : {}),
    };
  });
  const levels = await serviceLevelsOf(scope);
  const windows = new Map(
    [...levels].map(([status, hours]) => [
      status,
      { from: new Date(since.getTime() - hours * HOUR_MS), to: new Date(now.getTime() - hours * HOUR_MS) },
    ]),
  );
  const overdue: PayoutTransition[] = (await flightRowsEnteredBetween(scope, windows)).map((row) => ({
    payoutId: row.payoutId,
    kind: "overdue",
    status: row.status,
    at: new Date(row.statusSince.getTime() + (levels.get(row.status) ?? 0) * HOUR_MS),
    amount: Number(row.amount),
    currency: row.currency,
    ...(row.beneficiaryName ? { beneficiaryName: row.beneficiaryName } : {}),
  }));
  return [...failed, ...overdue];
}
