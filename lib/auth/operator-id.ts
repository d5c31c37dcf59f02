import type { JWT } from "next-auth/jwt";
import { decodeSessionCookie, readSessionCookie, sessionCookieName } from "./session-cookie";

/**
 * The operator behind a request, for the access log: the email in the
 * next-auth session cookie (the operator's identity everywhere in the
 * dashboard, the audit log included). Read from the cookie rather than the
 * store so that logging costs no query: the cookie is authenticated
 * encryption, and session-cookie.ts remembers opened cookies, so after a
 * session's first request this is a map lookup. Never the session id (`sid`,
 * `sub`): with the secret it opens a session, so it stays out of the logs.
 */

export interface OperatorIdDeps {
  cookieName(): string;
  open(raw: string | undefined): Promise<JWT | undefined>;
  now(): number;
}

const realDeps: OperatorIdDeps = {
  cookieName: () => sessionCookieName(),
  open: decodeSessionCookie,
  now: Date.now,
};

/** A Cookie header as the reader readSessionCookie expects. */
export function parseCookieHeader(header: string | undefined): { get(name: string): { value: string } | undefined } {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  return { get: (name) => (values.has(name) ? { value: values.get(name) ?? "" } : undefined) };
}

/** The signed-in operator's email, or undefined (anonymous, tampered, expired, or any failure). */
export async function operatorIdOf(
  cookieHeader: string | undefined,
  deps: OperatorIdDeps = realDeps,
): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  try {
    const claims = await deps.open(readSessionCookie(parseCookieHeader(cookieHeader), deps.cookieName()));
    if (!claims?.sid || typeof claims.absExp !== "number" || claims.absExp <= deps.now()) return undefined;
    return typeof claims.email === "string" && claims.email ? claims.email : undefined;
  } catch {
    // Logging must never fail a request (an environment error here is reported elsewhere).
    return undefined;
  }
}
