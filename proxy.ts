import { type NextRequest, NextResponse } from "next/server";
import { decodeSessionCookie, readSessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";
import { createNonce, securityHeaders } from "@/lib/security/headers";
import { isPublicPath } from "@/lib/security/public-paths";
import { checkServerActionOrigin } from "@/lib/security/same-origin";

/**
 * Runs before every request: refuses cross-origin (or origin-less) server
 * actions, redirects anonymous visitors to /login, and sets the per-request
 * CSP nonce and security headers. It is an optimistic gate only: pages, route
 * handlers and actions check the stored session themselves.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const env = getEnv();
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
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

  const { pathname } = request.nextUrl;
  // Where to come back after login: the page itself, without Next's RSC cache-busting parameter.
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete("_rsc");
  const search = params.size > 0 ? `?${params.toString()}` : "";
  if (!isPublicPath(pathname)) {
    const raw = readSessionCookie(request.cookies, sessionCookieName(env.secureCookies));
    const claims = await decodeSessionCookie(raw);
    const signedIn = Boolean(claims?.sid && claims.absExp && claims.absExp > Date.now());
    if (!signedIn) {
      if (pathname.startsWith("/api/")) {
        return finish(
          NextResponse.json({ error: { kind: "unauthorized", message: "Sign in to continue" } }, { status: 401 }),
        );
      }
      const login = new URL("/login", request.url);
      login.searchParams.set("callbackUrl", `${pathname}${search}`);
      // A cookie that no longer opens (lifetime over, secret rotated) is an ended session, not a stranger.
      if (raw) login.searchParams.set("reason", "expired");
      return finish(NextResponse.redirect(login));
    }
  }

  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-pathname", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"] ?? "");
  return finish(NextResponse.next({ request: { headers: requestHeaders } }));
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
