import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/transport/api-headers";
import { config, proxy } from "@/proxy";

/** proxy.ts on /api paths: a cheap gate and fixed headers, no per-request nonce or header rewrite. */
const BASE = "http://127.0.0.1:3000";

async function sessionCookie(): Promise<string> {
  const token = await encode({
    token: { sid: "session-id", absExp: Date.now() + 3_600_000, email: "ops@example.com" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

const request = (path: string, cookie?: string) =>
  new NextRequest(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });

beforeEach(() => resetEnvForTests());

describe("proxy on route handlers", () => {
  it("answers 401 to an anonymous caller, with the API security headers", async () => {
    const response = await proxy(request("/api/payouts/counts"));
    expect(response.status).toBe(401);
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets a signed-in caller through without rewriting its request headers", async () => {
    const response = await proxy(request("/api/payouts/counts", await sessionCookie()));
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("x-middleware-override-headers")).toBeNull();
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("lets public routes through anonymously", async () => {
    const response = await proxy(request("/api/health"));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy on pages", () => {
  it("redirects an anonymous visitor to login, with a nonce CSP", async () => {
    const response = await proxy(request("/payouts?status=FAILED"));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location") ?? "", BASE);
    expect(`${location.pathname}${location.search}`).toBe("/login?callbackUrl=%2Fpayouts%3Fstatus%3DFAILED");
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });

  it("hands the nonce and the path to the page renderer", async () => {
    const response = await proxy(request("/payouts", await sessionCookie()));
    expect(response.headers.get("x-middleware-override-headers")).toContain("x-nonce");
    expect(response.headers.get("x-middleware-request-x-pathname")).toBe("/payouts");
  });
});

describe("proxy matcher", () => {
  // Next anchors the matcher at both ends; the lookahead is what decides.
  const matches = (path: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(path));

  it("skips exactly GET /api/payouts (its handler checks the session) and the webhook receiver", () => {
    expect(matches("/api/payouts")).toBe(false);
    expect(matches("/api/webhooks/receive")).toBe(false);
    for (const path of ["/api/payouts/counts", "/api/payouts/export", "/payouts", "/api/ramps", "/"])
      expect(matches(path), path).toBe(true);
  });
});
