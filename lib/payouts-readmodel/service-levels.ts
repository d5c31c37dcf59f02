import {
  lifecycleOf,
  PAYOUT_FAILURE_STATUSES,
  PAYOUT_IN_FLIGHT_STATUSES,
  PAYOUT_LIFECYCLE,
} from "@/lib/contract/payout-lifecycle";
import type { AttentionFilter } from "@/lib/db/queries/payout-flight";

/**
 * Service levels and overdue, pure (the store's part is in ./service-levels-store.ts): a waiting
 * payout whose time in its status is longer than the status's service level is overdue; at the
 * exact boundary it is not yet. Attention = a failure status, or overdue.
 */

const HOUR_MS = 3_600_000;

/** Longest service level a customer may set (a week: beyond it "overdue" stops meaning anything). */
export const MAX_SERVICE_LEVEL_HOURS = 168;

export type ServiceLevels = ReadonlyMap<string, number>;

/** The product's defaults (lib/contract/payout-lifecycle.ts) overlaid with the customer's own. */
export function effectiveServiceLevels(overrides: readonly { status: string; hours: number }[]): ServiceLevels {
  const levels = new Map<string, number>();
  for (const status of PAYOUT_IN_FLIGHT_STATUSES) {
    const hours = PAYOUT_LIFECYCLE[status].serviceLevelHours;
    if (hours !== null) levels.set(status, hours);
  }
  for (const o of overrides) if (levels.has(o.status)) levels.set(o.status, o.hours);
  return levels;
}

export function isOverdue(status: string, statusSince: Date, levels: ServiceLevels, now: Date): boolean {
  const hours = levels.get(status);
  if (hours === undefined) return false;
  return now.getTime() - statusSince.getTime() > hours * HOUR_MS;
}

export function needsAttentionNow(status: string, statusSince: Date, levels: ServiceLevels, now: Date): boolean {
  return lifecycleOf(status)?.failure === true || isOverdue(status, statusSince, levels, now);
}

/** The attention condition as the read model's query takes it (one cutoff per waiting status). */
export function attentionFilter(levels: ServiceLevels, now: Date): AttentionFilter {
  const overdueBefore = new Map<string, Date>();
  for (const [status, hours] of levels) overdueBefore.set(status, new Date(now.getTime() - hours * HOUR_MS));
  return { failureStatuses: PAYOUT_FAILURE_STATUSES, overdueBefore };
}
