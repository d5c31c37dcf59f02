import "server-only";
import { tokenPairSchema } from "@/lib/contract";
import { type DashboardStore, type Db, getStore } from "@/lib/db";
import { findSessionRow, storeRefreshedTokens } from "@/lib/db/queries/operator-sessions";
import { metrics } from "@/lib/metrics/registry";
import { processSingleton } from "@/lib/server/process-singleton";
import { ApiError } from "@/lib/transport/errors";
import { send } from "@/lib/transport/transport";
import { UnauthorizedError } from "./errors";
import { forgetSession } from "./session-cache";
import {
  type ActiveSession,
  loadSession,
  openedBy,
  openSessionRow,
  revokeSession,
  sealedTokenColumns,
} from "./session-store";

/** Refresh when the access token has less than this left (expiresIn is in milliseconds). */
export const REFRESH_MARGIN_MS = 60_000;

export const needsRefresh = (s: Pick<ActiveSession, "accessExpiresAt">, now = Date.now()) =>
  s.accessExpiresAt.getTime() - now <= REFRESH_MARGIN_MS;

/**
 * One refresh per session at a time in this process; other callers share its promise.
 * One map per process, not per module layer: otherwise a page render and a route
 * handler could refresh the same session at once. The second would present a spent
 * refresh token, and the API would revoke the whole token family.
 */
const inflight = processSingleton("token-refresh-inflight", () => new Map<string, Promise<string>>());

type Outcome = { ok: true; accessToken: string } | { ok: false; error: unknown; revoke: boolean };

/**
 * Decides under the lock: if the row already holds a token that is fresh (or,
 * after a 401, a different token than the one refused), another request or
 * instance refreshed first and its token is used. Otherwise asks the API.
 */
async function refreshUnderLock(db: Db, sessionId: string, lockRow: boolean, rejected?: string): Promise<Outcome> {
  const session = openSessionRow(await findSessionRow(sessionId, { db, forUpdate: lockRow }));
  if (!session) return { ok: false, error: new UnauthorizedError("expired"), revoke: false };
  const alreadyRenewed = rejected ? session.accessToken !== rejected : !needsRefresh(session);
  if (alreadyRenewed) return { ok: true, accessToken: session.accessToken };
  try {
    const tokens = await send({
      method: "POST",
      path: "/api/v2/auth/refresh",
      body: { refreshToken: session.refreshToken },
      schema: tokenPairSchema,
    });
    await storeRefreshedTokens(sessionId, sealedTokenColumns(sessionId, tokens), db);
    metrics().tokenRefreshes.inc({ outcome: "success" });
    return { ok: true, accessToken: tokens.accessToken };
  } catch (error) {
    // The API refused the refresh token (spent, revoked, expired): the session is over.
    const refused = error instanceof ApiError && (error.kind === "unauthorized" || error.kind === "validation");
    metrics().tokenRefreshes.inc({ outcome: refused ? "refused" : "failed" });
    if (refused) return { ok: false, error: new UnauthorizedError("expired"), revoke: true };
    // API down: an access token that has not yet expired still works for now.
    if (!rejected && session.accessExpiresAt.getTime() > Date.now())
      return { ok: true, accessToken: session.accessToken };
    return { ok: false, error, revoke: false };
  }
}

/**
 * Refresh with the cross-instance guard only (no in-process sharing). Exported
 * so tests can play two instances, each with its own pool on one database.
 */
export async function refreshSession(
  sessionId: string,
  rejected?: string,
  storePromise: Promise<DashboardStore> = getStore(),
): Promise<string> {
  const store = await storePromise;
  // On Postgres several instances share the row: lock it for the exchange. PGlite
  // lives in one process, where the in-process map already serialises.
  let outcome: Outcome;
  try {
    outcome =
      store.kind === "postgres"
        ? await store.db.transaction((tx) => refreshUnderLock(tx as unknown as Db, sessionId, true, rejected))
        : await refreshUnderLock(store.db, sessionId, false, rejected);
  } finally {
    // The row may hold a new pair now (ours or another instance's): the next request reads it.
    forgetSession(sessionId);
  }
  if (outcome.ok) return outcome.accessToken;
  // Revoke outside the transaction: throwing inside would roll it back.
  if (outcome.revoke) await revokeSession(sessionId, "refresh_refused", store.db);
  throw outcome.error;
}

function singleFlight(sessionId: string, rejected?: string): Promise<string> {
  let pending = inflight.get(sessionId);
  if (!pending) {
    pending = refreshSession(sessionId, rejected).finally(() => inflight.delete(sessionId));
    inflight.set(sessionId, pending);
  }
  return pending;
}

/**
 * The access token to use now, refreshed first when it is close to expiry.
 * Pass the Operator from lib/auth/session to reuse the row its request has
 * just read; a bare id reads the row.
 */
export async function getAccessToken(caller: string | { sessionId: string }): Promise<string> {
  const sessionId = typeof caller === "string" ? caller : caller.sessionId;
  const session = (typeof caller === "object" ? openedBy(caller) : undefined) ?? (await loadSession(sessionId));
  if (!session) throw new UnauthorizedError("expired");
  if (!needsRefresh(session)) return session.accessToken;
  return singleFlight(sessionId);
}

/** After the API answered 401 to `rejected`: renew once (or pick up a renewal already made). */
export function renewAfterRejection(sessionId: string, rejected: string): Promise<string> {
  return singleFlight(sessionId, rejected);
}
