import { decode, type JWT } from "next-auth/jwt";
import { getEnv } from "@/lib/env";

/* Not "server-only": proxy.ts uses it too, and the proxy bundle does not resolve that marker. */

/** next-auth v4's cookie names; the __Secure- prefix applies when served over https. */
export function sessionCookieName(secure = getEnv().secureCookies): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

type CookieReader = { get(name: string): { value: string } | undefined };

/** next-auth splits cookies over 4 KB into name.0, name.1, …; ours is small, but read both forms. */
export function readSessionCookie(jar: CookieReader, name = sessionCookieName()): string | undefined {
  const whole = jar.get(name)?.value;
  if (whole) return whole;
  let joined = "";
  for (let i = 0; ; i++) {
    const part = jar.get(`${name}.${i}`)?.value;
    if (!part) break;
    joined += part;
  }
  return joined || undefined;
}

/**
 * Opened cookies, by their exact text. The cookie is authenticated encryption,
 * so the same text always opens to the same claims: remembering them saves a
 * key derivation and a decryption on every request (the proxy and the handler
 * both read it). Bounded; expiry is still checked on every hit.
 */
const opened = new Map<string, JWT>();
const OPENED_MAX = 1_000;

function isExpired(claims: JWT, now = Date.now()): boolean {
  return typeof claims.exp === "number" && claims.exp * 1000 <= now;
}

/** Decrypts the cookie; undefined when absent, tampered, signed with another secret, or expired. */
export async function decodeSessionCookie(value: string | undefined): Promise<JWT | undefined> {
  if (!value) return undefined;
  const known = opened.get(value);
  if (known) {
    if (!isExpired(known)) return known;
    opened.delete(value);
    return undefined;
  }
  let claims: JWT | undefined;
  try {
    claims = (await decode({ token: value, secret: getEnv().NEXTAUTH_SECRET })) ?? undefined;
  } catch {
    return undefined;
  }
  if (!claims || isExpired(claims)) return undefined;
  if (opened.size >= OPENED_MAX) {
    const oldest = opened.keys().next().value;
    if (oldest !== undefined) opened.delete(oldest);
  }
  opened.set(value, claims);
  return claims;
}
