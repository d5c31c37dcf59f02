import "server-only";
import { type TtlCache, ttlCache } from "@/lib/cache/ttl-cache";
import { processSingleton } from "@/lib/server/process-singleton";
import type { ActiveSession } from "./active-session";

/**
 * Opened sessions, kept in this process for a few seconds so that a burst of
 * requests (a page and its queries, a table being paged) reads and decrypts
 * the row once instead of on every request.
 *
 * Bounds, and what they mean for security:
 * - Time: an entry is used for at most SESSION_CACHE_TTL_MS after it was read
 *   from the store.
 * - Other instances: on PostgreSQL a revocation or logout elsewhere is announced
 *   (./session-events.ts) and forgotten here at once; while that announcement
 *   cannot be heard (LISTEN not connected) the cache is not used at all. The
 *   time bound remains the backstop (5 s) should an announcement fail to be sent.
 * - This instance: logout, revocation and every refresh call forgetSession(),
 *   so they take effect at once. A read that was already in flight when that
 *   happened is not cached (the epoch check below), so it cannot bring back a
 *   deleted row.
 * - The absolute lifetime ends the entry too: its TTL is cut to it when it is stored.
 * - Size: at most SESSION_CACHE_MAX entries; the least recently used is dropped first.
 *
 * One cache per process (not per Next module layer): a logout handled in one layer must
 * empty the cache that the others read.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX = 1_000;

interface SessionCache {
  entries: TtlCache<string, ActiveSession>;
  /** Bumped by every forget; a read started under an older epoch is not cached. */
  epoch: number;
}

const cache = () =>
  processSingleton<SessionCache>("session-cache", () => ({
    // Date.now, not lru-cache's monotonic clock: the absolute lifetime is a wall-clock time.
    entries: ttlCache<string, ActiveSession>({
      max: SESSION_CACHE_MAX,
      ttlMs: SESSION_CACHE_TTL_MS,
      clock: () => Date.now(),
    }),
    epoch: 0,
  }));

/** The cached session when it is recent and still within its absolute lifetime. */
export function cachedSession(id: string): ActiveSession | undefined {
  return cache().entries.get(id);
}

/** Call before reading the row; pass the result to cacheSession with what was read. */
export function sessionCacheEpoch(): number {
  return cache().epoch;
}

export function cacheSession(session: ActiveSession, readAtEpoch: number): void {
  const state = cache();
  // Something was forgotten while this row was being read: it may be the row itself.
  if (state.epoch !== readAtEpoch) return;
  // The entry ends with the time bound or the session's absolute lifetime, whichever comes first;
  // lru-cache still serves an entry at exactly its TTL, hence one ms less.
  const ttl = Math.min(SESSION_CACHE_TTL_MS, session.absoluteExpiresAt.getTime() - Date.now()) - 1;
  if (ttl < 1) return;
  state.entries.set(session.id, Object.freeze(session), { ttl });
}

/** Logout, revocation, refresh: the next request reads the row again. */
export function forgetSession(id: string): void {
  const state = cache();
  state.epoch++;
  state.entries.delete(id);
}

/** Every cached session is read again (an ending may have been missed: ./session-events.ts). */
export function forgetAllSessions(): void {
  const state = cache();
  state.epoch++;
  state.entries.clear();
}

/** Tests: start from an empty cache. */
export const clearSessionCacheForTests = forgetAllSessions;
