import { PAYOUT_STATUSES } from "@/lib/contract/payout-statuses";
import { ttlCache } from "@/lib/cache/ttl-cache";
import { mapWithConcurrency } from "./bulk-lookup";

/** How long one operator's counts are reused: the strip and picker open often, the numbers move slowly. */
export const COUNTS_TTL_MS = 15_000;
/** In-flight requests to the API per computation: 39 statuses + the total, 13 at a time (three rounds). */
export const COUNTS_CONCURRENCY = 13;
const MAX_ENTRIES = 500;

export type StatusCounts = { counts: Record<string, number>; total: number; fetchedAt: string };

/** Counts the payouts of one status (or all, for null): at limit=1 the API's totalPage is the row count. */
export type CountFn = (status: string | null) => Promise<number>;

export async function computeStatusCounts(count: CountFn, now: () => Date = () => new Date()): Promise<StatusCounts> {
  const keys: (string | null)[] = [null, ...PAYOUT_STATUSES];
  const values = await mapWithConcurrency(keys, COUNTS_CONCURRENCY, (status) => count(status));
  const counts: Record<string, number> = {};
  PAYOUT_STATUSES.forEach((status, index) => {
    counts[status] = values[index + 1] ?? 0;
  });
  return { counts, total: values[0] ?? 0, fetchedAt: now().toISOString() };
}

/**
 * A small in-process cache keyed by operator session: concurrent callers share one computation
 * (single flight), failures are not kept, and at most MAX_ENTRIES are held.
 */
export function createCountsCache(ttlMs = COUNTS_TTL_MS, clock?: () => number) {
  const entries = ttlCache<string, StatusCounts, () => Promise<StatusCounts>>({
    max: MAX_ENTRIES,
    ttlMs,
    load: (_key, compute) => compute(),
    clock,
  });
  return {
    get: (key: string, compute: () => Promise<StatusCounts>): Promise<StatusCounts> =>
      entries.forceFetch(key, { context: compute }),
    clear: () => entries.clear(),
  };
}
