import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { UnauthorizedError, type UnauthorizedReason } from "./errors";
import { decodeSessionCookie, readSessionCookie } from "./session-cookie";
import { loadSession, rememberOpened } from "./session-store";

export { safeCallbackUrl } from "@/lib/security/callback-url";

export { UnauthorizedError } from "./errors";

/**
 * The signed-in operator. `customerId` scopes everything: every read and write
 * of the dashboard's store takes it, and it only ever comes from the session.
 */
export type Operator = { sessionId: string; email: string; name: string; customerId: string; customerName?: string };

export type SessionState = { operator: Operator } | { operator: null; reason: UnauthorizedReason };

/**
 * Reads the cookie and checks the stored session (not revoked, within its
 * absolute lifetime). Cached per request so a page and its components read
 * the store once.
 */
export const readSession = cache(async (): Promise<SessionState> => {
  const raw = readSessionCookie(await cookies());
  if (!raw) return { operator: null, reason: "anonymous" };
  const claims = await decodeSessionCookie(raw);
  if (!claims?.sid || !claims.absExp || claims.absExp <= Date.now()) return { operator: null, reason: "expired" };
  const session = await loadSession(claims.sid);
  if (!session) return { operator: null, reason: "expired" };
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

export async function getOperator(): Promise<Operator | null> {
  return (await readSession()).operator;
}

export function loginUrl(callbackUrl: string, reason?: UnauthorizedReason): string {
  const params = new URLSearchParams({ callbackUrl: safeCallbackUrl(callbackUrl) });
  if (reason === "expired") params.set("reason", "expired");
  return `/login?${params.toString()}`;
}

/** The path being rendered, as proxy.ts recorded it, to come back after login. */
async function currentPath(): Promise<string> {
  return safeCallbackUrl((await headers()).get("x-pathname"));
}

/** For pages and layouts: the operator, or a redirect to /login that comes back here. */
export async function requireOperator(): Promise<Operator> {
  const state = await readSession();
  if (state.operator) return state.operator;
  redirect(loginUrl(await currentPath(), state.reason));
}

/** For route handlers and server actions: the operator, or an UnauthorizedError to turn into 401 / a result. */
export async function requireOperatorForRequest(): Promise<Operator> {
  const state = await readSession();
  if (state.operator) return state.operator;
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
