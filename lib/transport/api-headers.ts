import { getEnv } from "@/lib/env";
import { securityHeaders } from "@/lib/security/headers";

/* Not "server-only": proxy.ts uses it too, and the proxy bundle does not resolve that marker. */

/**
 * Security headers for JSON (and other non-HTML) answers of /api route
 * handlers. A page needs a fresh nonce per request for its scripts; an API
 * answer runs no script at all, so its policy is the strictest one and the
 * same every time: computed once per process, not per request.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const built = new Map<boolean, Readonly<Record<string, string>>>();
let builtFor: ReturnType<typeof getEnv> | undefined;

export function apiSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  const env = getEnv();
  // Tests swap the environment; a running server never does.
  if (builtFor !== env) {
    built.clear();
    builtFor = env;
  }
  let headers = built.get(https);
  if (!headers) {
    headers = Object.freeze({
      ...securityHeaders({
        nonce: "",
        dev: env.NODE_ENV === "development",
        https: https || env.secureCookies,
        hsts: env.NODE_ENV === "production" || env.API_ENV === "production",
      }),
      "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    });
    built.set(https, headers);
  }
  return headers;
}

/** Served over https, directly or behind a proxy that says so. */
export function isHttpsRequest(request: Request): boolean {
  return request.url.startsWith("https:") || request.headers.get("x-forwarded-proto") === "https";
}
