import { type NextRequest, NextResponse } from "next/server";
import { decodeSessionCookie, readSessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { createNonce, securityHeaders } from "@/lib/security/headers";
import { isPublicPath } from "@/lib/security/public-paths";
import { checkRequestBody } from "@/lib/security/request-body-guard";
import { checkServerActionOrigin } from "@/lib/security/same-origin";
import { isWellFormedPath } from "@/lib/security/well-formed-path";
import { apiSecurityHeaders } from "@/lib/transport/api-headers";

/**
 * Runs before every request: refuses cross-origin (or origin-less) server
 * actions, refuses oversized or over-deep bodies, redirects anonymous visitors
 * to /login, and sets the per-request CSP nonce and security headers. It is an
 * optimistic gate only: pages, route handlers and actions check the stored
 * session themselves.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const env = getEnv();
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const { pathname } = request.nextUrl;
  // Route handlers (next-auth's aside) render no page: no nonce, no request headers for a renderer.
  if (pathname.startsWith("/api/") && !pathname.startsWith("/api/auth/")) return apiRequest(request, https);

  const nonce = createNonce();
  const headers = securityHeaders({
    nonce,
    dev: env.NODE_ENV === "development",
    https: https || env.secureCookies,
    hsts: env.NODE_ENV === "production" || env.API_ENV === "production",
  });
  const finish = (response: NextResponse) => {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };

  const verdict = checkServerActionOrigin({
    method: request.method,
    action: request.headers.get("next-action"),
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  });
  if (!verdict.ok)
    return finish(NextResponse.json({ error: { kind: "forbidden", message: verdict.reason } }, { status: 403 }));

  // Server actions (and next-auth's posts): over 1 MB or nested too deep, Next itself would answer 500.
  // Next hands the proxy a copy of the body and the action still reads the original.
  const body = await checkedBody(request);
  if (body) return finish(body);

  // Where to come back after login: the page itself, without Next's RSC cache-busting parameter.
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete("_rsc");
  const search = params.size > 0 ? `?${params.toString()}` : "";
  if (!isPublicPath(pathname) && !(await isSignedIn(request))) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", safeCallbackUrl(`${pathname}${search}`));
    // A cookie that no longer opens (lifetime over, secret rotated) is an ended session, not a stranger.
    if (readSessionCookie(request.cookies, sessionCookieName(env.secureCookies)))
      login.searchParams.set("reason", "expired");
    return finish(NextResponse.redirect(login));
  }

  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-pathname", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"] ?? "");
  const forward = { request: { headers: requestHeaders } };
  if (isWellFormedPath(pathname)) return finish(NextResponse.next(forward));
  // A %-escape that does not decode (a truncated paste such as /payouts/%E0%A4%A) makes Next's
  // router answer 500 while decoding a dynamic segment. The page gets the text as typed
  // instead, so it answers with its own not-found ("Payout not found", 404).
  const literal = new URL(`${pathname.replaceAll("%", "%25")}${request.nextUrl.search}`, request.url);
  return finish(NextResponse.rewrite(literal, forward));
}

/** A 413 or 400 answer for a request whose body must not reach Next; undefined to go on. */
async function checkedBody(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const verdict = await checkRequestBody(request);
  return verdict.ok ? undefined : NextResponse.json(verdict.body, { status: verdict.status });
}

/** The cookie opens to a session within its absolute lifetime (the store is checked by the handler). */
async function isSignedIn(request: NextRequest): Promise<boolean> {
  const raw = readSessionCookie(request.cookies, sessionCookieName(getEnv().secureCookies));
  const claims = await decodeSessionCookie(raw);
  return Boolean(claims?.sid && claims.absExp && claims.absExp > Date.now());
}

/**
 * /api route handlers: anonymous callers get a 401 here already, everyone gets
 * the API security headers (a fixed set, built once). Server actions do not
 * run on these paths, and the handlers check the session in the store.
 */
async function apiRequest(request: NextRequest, https: boolean): Promise<NextResponse> {
  const allowed = isPublicPath(request.nextUrl.pathname) || (await isSignedIn(request));
  const response = allowed
    ? ((await checkedBody(request)) ?? NextResponse.next())
    : NextResponse.json({ error: { kind: "unauthorized", message: "Sign in to continue" } }, { status: 401 });
  for (const [name, value] of Object.entries(apiSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}

export const config = {
  // The webhook receiver is skipped: it is public, signature-checked, answers JSON to a machine, and
  // takes hundreds of deliveries a second, where this proxy's per-request work is pure cost.
  // GET /api/payouts (exactly; not /api/payouts/…) is skipped too: it is the hot read path, its handler
  // checks the stored session itself and sets the API security headers (lib/transport/api-headers.ts).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/webhooks/receive|api/payouts$).*)"],
};
