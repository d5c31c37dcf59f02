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

/** Decrypts the cookie; undefined when absent, tampered, signed with another secret, or expired. */
export async function decodeSessionCookie(value: string | undefined): Promise<JWT | undefined> {
  if (!value) return undefined;
  try {
    return (await decode({ token: value, secret: getEnv().NEXTAUTH_SECRET })) ?? undefined;
  } catch {
    return undefined;
  }
}
