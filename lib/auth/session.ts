import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { UnauthorizedError, type UnauthorizedReason } from "./errors";
import { decodeSessionCookie, readSessionCookie } from "./session-cookie";
import { BACKGROUND_REQUEST_HEADER } from "./background-request";
import { secondFactorSettled } from "./mfa/policy";
import { type ActiveSession, endedReason, loadSession, openedBy, rememberOpened, touchSession } from "./session-store";

export { safeCallbackUrl } from "@/lib/security/callback-url";

export { UnauthorizedError } from "./errors";

/**
 * The signed-in operator. `customerId` scopes everything: every read and write
 * of the dashboard's store takes it, and it only ever comes from the session.
 */
export type Operator = { sessionId: string; email: string; name: string; customerId: string; customerName?: string };

export type SessionState = { operator: Operator } | { operator: null; reason: UnauthorizedReason };

/**
 * The stored session behind the cookie, whatever it still owes (the factor pages need a session
 * that gave its password but not yet its second factor). Not revoked, not idle, within its
 * absolute lifetime. Cached per request.
 */
export const readSignInSession = cache(
  async (): Promise<{ session: ActiveSession } | { session: null; reason: UnauthorizedReason }> => {
    const raw = readSessionCookie(await cookies());
    if (!raw) return { session: null, reason: "anonymous" };
    const claims = await decodeSessionCookie(raw);
    if (!claims?.sid || !claims.absExp || claims.absExp <= Date.now()) return { session: null, reason: "expired" };
    const session = await loadSession(claims.sid);
    // A refused session is rare: asking why (idle or otherwise over) costs one read only then.
    if (!session) return { session: null, reason: await endedReason(claims.sid) };
    return { session };
  },
);

/**
 * Reads the cookie and checks the stored session (not revoked, not idle, within its absolute
 * lifetime, second factor settled). Cached per request so a page and its components read the
 * store once.
 */
export const readSession = cache(async (): Promise<SessionState> => {
  const state = await readSignInSession();
  if (!state.session) return { operator: null, reason: state.reason };
  const { session } = state;
  if (!secondFactorSettled(session.secondFactor))
    return { operator: null, reason: session.secondFactor === "enrol" ? "enrol" : "factor" };
  const operator: Operator = {
    sessionId: session.id,
    email: session.email,
    name: session.name,
    customerId: session.customerId,
    customerName: session.customerName,
  };
  rememberOpened(operator, session);
  return { operator };
});

/** For server actions: the operator (their activity noted), or null. */
export async function getOperator(): Promise<Operator | null> {
  const { operator } = await readSession();
  if (operator) await noteActivity(operator);
  return operator;
}

/** Where a request without a usable session goes: sign-in, or the second-factor step it owes. */
export function loginUrl(callbackUrl: string, reason?: UnauthorizedReason): string {
  const params = new URLSearchParams({ callbackUrl: safeCallbackUrl(callbackUrl) });
  if (reason === "factor") return `/login/verify?${params.toString()}`;
  if (reason === "enrol") return `/login/enrol?${params.toString()}`;
  if (reason === "expired" || reason === "idle") params.set("reason", reason);
  return `/login?${params.toString()}`;
}

/**
 * The operator's own activity, for the idle timeout (SESSION_IDLE_MINUTES). Pages, actions and
 * route handlers the operator asked for call it; background requests (polls, live streams, which
 * send `x-background-request: 1` or say `background`) do not.
 */
async function noteActivity(operator: Operator, background = false): Promise<void> {
  if (background || (await headers()).get(BACKGROUND_REQUEST_HEADER) === "1") return;
  const session = openedBy(operator);
  if (session) await touchSession(session);
}

/** The path being rendered, as proxy.ts recorded it, to come back after login. */
async function currentPath(): Promise<string> {
  return safeCallbackUrl((await headers()).get("x-pathname"));
}

/** For pages and layouts: the operator, or a redirect to /login that comes back here. */
export async function requireOperator(): Promise<Operator> {
  const state = await readSession();
  if (state.operator) {
    await noteActivity(state.operator);
    return state.operator;
  }
  redirect(loginUrl(await currentPath(), state.reason));
}

/**
 * For route handlers and server actions: the operator, or an UnauthorizedError to turn into 401 /
 * a result. `background`: a poll or a live stream, which does not count as the operator's activity.
 */
export async function requireOperatorForRequest(options: { background?: boolean } = {}): Promise<Operator> {
  const state = await readSession();
  if (state.operator) {
    await noteActivity(state.operator, options.background);
    return state.operator;
  }
  throw new UnauthorizedError(state.reason);
}

/**
 * For pages that call the DAL: a session that ended mid-request (refresh
 * refused) sends the operator to login with the expiry message. Other errors
 * are rethrown for the error boundary.
 */
export async function redirectIfUnauthorized(error: unknown): Promise<never> {
  if (error instanceof UnauthorizedError) redirect(loginUrl(await currentPath(), "expired"));
  throw error;
}
