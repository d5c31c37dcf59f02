import { eq } from "drizzle-orm";
import type { Db } from "../db/store";
import { authEpoch } from "../db/schema";
import type { AuthContext } from "./context";
import { loadAuthContext } from "./sessions";

/** Enough for every live session of a busy sandbox; the oldest entry goes first. */
const MAX_ENTRIES = 5_000;

interface Entry {
  epoch: number;
  auth: AuthContext;
}

// One cache per store: tests open many stores in one process, each with its own epoch.
const caches = new WeakMap<Db, Map<string, Entry>>();

// Built once per store: drizzle's query building costs more than this one-row read itself.
const epochQueries = new WeakMap<Db, { execute(): Promise<{ n: number }[]> }>();

async function currentEpoch(db: Db): Promise<number> {
  let query = epochQueries.get(db);
  if (!query) {
    query = db.select({ n: authEpoch.n }).from(authEpoch).where(eq(authEpoch.id, 1)).prepare("auth_epoch_read");
    epochQueries.set(db, query);
  }
  const [row] = await query.execute();
  if (!row) throw new Error("auth_epoch row missing: the store's migrations are incomplete");
  return row.n;
}

/**
 * The session's operator, customer and permissions, reused from memory while
 * the store's auth epoch stands still. The epoch is read before the session is
 * loaded, so a change committed in between leaves an entry labelled with the
 * older epoch, which the next request then reloads: a revocation or a
 * permission change is never served from the cache after it commits.
 */
export async function cachedAuthContext(db: Db, sessionId: string): Promise<AuthContext | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const epoch = await currentEpoch(db);
  const hit = cache.get(sessionId);
  if (hit && hit.epoch === epoch) return hit.auth;
  cache.delete(sessionId);
  const auth = await loadAuthContext(db, sessionId);
  if (!auth) return undefined;
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(sessionId, { epoch, auth });
  return auth;
}
