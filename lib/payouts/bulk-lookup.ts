/** Bulk lookup: "which of these 200 ids from the bank's file do we have?" */

/** Upper bound on pasted values: beyond this the operator should export and join instead. */
export const BULK_LOOKUP_MAX = 1000;
export const BULK_LOOKUP_CONCURRENCY = 6;

/**
 * Splits a paste into distinct values: one per line, or separated by commas, semicolons,
 * tabs or spaces (as copied from a spreadsheet column or row). Quotes around values, as some
 * CSV exports add, are removed. Order of first appearance is kept; duplicates are dropped.
 */
export function parseLookupInput(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.split(/[\s,;]+/)) {
    const value = token.replace(/^["']+|["']+$/g, "").trim();
    if (value !== "") seen.add(value);
  }
  return [...seen];
}

/**
 * Runs `task` over `items` with at most `limit` in flight, reporting progress after each.
 * Results keep the input order. Stops starting new work once `signal` aborts.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      options.signal?.throwIfAborted();
      const index = next++;
      results[index] = await task(items[index] as T, index);
      done++;
      options.onProgress?.(done, items.length);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}

export type LookupResult<P> = { found: P[]; missing: string[] };

/**
 * Looks every value up first as an id, then (if not found) as an externalId, because a
 * pasted column can hold either. A payout found by two values appears once.
 */
export async function bulkLookup<P extends { id: string }>(
  values: readonly string[],
  find: (by: "id" | "externalId", value: string, signal?: AbortSignal) => Promise<P[]>,
  options: { concurrency?: number; signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<LookupResult<P>> {
  const perValue = await mapWithConcurrency(
    values,
    options.concurrency ?? BULK_LOOKUP_CONCURRENCY,
    async (value) => {
      const byId = await find("id", value, options.signal);
      return byId.length > 0 ? byId : find("externalId", value, options.signal);
    },
    options,
  );
  const found = new Map<string, P>();
  const missing: string[] = [];
  perValue.forEach((payouts, index) => {
    if (payouts.length === 0) missing.push(values[index] as string);
    for (const payout of payouts) if (!found.has(payout.id)) found.set(payout.id, payout);
  });
  return { found: [...found.values()], missing };
}
