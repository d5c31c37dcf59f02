import "server-only";
import { flightRowsByIds, transitionsOfPayout } from "@/lib/db/queries/payout-flight";
import type { CustomerScope } from "@/lib/db/scope";
import { type FlightItem, toFlightItem } from "./list";
import { serviceLevelsOf } from "./service-levels-store";

/** What the read model knows of one payout: its time in status and its timeline as observed. */
export interface PayoutLifecycleView {
  /** Null when the model does not follow it (done or failed before the sync saw it, or no sync). */
  flight: FlightItem | null;
  timeline: { from: string | null; to: string; observedAt: string }[];
}

export async function payoutLifecycleView(
  scope: CustomerScope,
  payoutId: string,
  now = new Date(),
): Promise<PayoutLifecycleView> {
  const [rows, transitions, levels] = await Promise.all([
    flightRowsByIds(scope, [payoutId]),
    transitionsOfPayout(scope, payoutId),
    serviceLevelsOf(scope),
  ]);
  const row = rows[0];
  return {
    flight: row ? toFlightItem(row, levels, now) : null,
    timeline: transitions.map((t) => ({ from: t.fromStatus, to: t.toStatus, observedAt: t.observedAt.toISOString() })),
  };
}

/** The read model's view of the payouts on screen, by id (those it does not follow are absent). */
export async function flightStatusesOf(
  scope: CustomerScope,
  payoutIds: readonly string[],
  now = new Date(),
): Promise<Record<string, FlightItem>> {
  if (payoutIds.length === 0) return {};
  const [rows, levels] = await Promise.all([flightRowsByIds(scope, [...payoutIds]), serviceLevelsOf(scope)]);
  return Object.fromEntries(rows.map((row) => [row.payoutId, toFlightItem(row, levels, now)]));
}
