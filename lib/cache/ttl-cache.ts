import { LRUCache } from "lru-cache";

/**
 * The dashboard's one kind of in-process cache: lru-cache with a time bound and a size bound,
 * stated where each cache is made. Every cache of the dashboard is made here, so a reader finds
 * its key, how long an entry lasts and how many are kept in one call.
 */
export interface TtlCacheOptions<K extends {}, V extends {}, C> {
  /** How many entries at most; the least recently used goes first. */
  max: number;
  /** How long an entry is used after it was stored (or loaded), in ms. */
  ttlMs: number;
  /**
   * Loads a missing or expired entry for `fetch` / `forceFetch`. Concurrent fetches of one key
   * share one load (single flight); a failed load is not kept, so the next fetch tries again.
   */
  load?: (key: K, context: C, signal: AbortSignal) => Promise<V>;
  /**
   * Return an expired entry from `get(key, { allowStale: true })` and keep it until it is loaded
   * again: for a cache whose TTL says "read again after", not "forget after".
   */
  keepExpired?: boolean;
  /** The clock the TTL is measured on, in ms (tests); lru-cache's own by default. */
  clock?: () => number;
}

export type TtlCache<K extends {}, V extends {}, C = unknown> = LRUCache<K, V, C>;

export function ttlCache<K extends {}, V extends {}, C = unknown>(
  options: TtlCacheOptions<K, V, C>,
): TtlCache<K, V, C> {
  const { load, clock } = options;
  return new LRUCache<K, V, C>({
    max: options.max,
    ttl: options.ttlMs,
    // An entry lives from its store, not its last read: a busy key is still read again in time.
    updateAgeOnGet: false,
    ...(options.keepExpired ? { noDeleteOnStaleGet: true } : {}),
    // A given clock is read on every check: lru-cache otherwise reuses a reading for 1 ms via a
    // timer, which a test's fake clock would not move.
    ...(clock ? { perf: { now: clock }, ttlResolution: 0 } : {}),
    ...(load
      ? {
          fetchMethod: (key: K, _stale: V | undefined, { signal, context }: LRUCache.FetcherOptions<K, V, C>) =>
            load(key, context, signal),
        }
      : {}),
  });
}
