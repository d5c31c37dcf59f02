import { PAYOUT_STATUSES } from "@/lib/contract/payout-statuses";
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

type Entry = { expires: number; value: Promise<StatusCounts> };

/**
 * A small in-process cache keyed by operator session: concurrent callers share one computation
 * (single flight), failures are not kept, and old entries are pruned so it cannot grow unbounded.
 */
export function createCountsCache(ttlMs = COUNTS_TTL_MS, clock: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string, compute: () => Promise<StatusCounts>): Promise<StatusCounts> {
      const hit = entries.get(key);
      if (hit && hit.expires > clock()) return hit.value;
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, entry] of entries) if (entry.expires <= clock()) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      const value = compute();
      entries.set(key, { expires: clock() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
