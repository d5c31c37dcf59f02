import NextAuth from "next-auth";
import { encode } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { PEER_HEADER_MARKER } from "@/lib/security/client-address";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";
import { getAuthOptions } from "./options";
import { createSession, deleteSession, revokeSession } from "./session-store";

vi.mock("server-only", () => ({}));

const COOKIE = "next-auth.session-token";
let store: TestStore;
let api: FakeApiServer;

async function signedInCookie(): Promise<{ sid: string; cookie: string }> {
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 3_600_000 };
  const { id } = await createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens,
    secondFactor: "none",
  });
  const cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email: "ops@example.com", name: "Ops" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return { sid: id, cookie };
}

/**
 * GET /api/auth/session through next-auth's handler with the app's options. Its App Router
 * entry (app/api/auth/[...nextauth]/route.ts) needs a live Next request scope for
 * next/headers, so the request goes through the same core via the Node-style entry.
 */
async function sessionEndpoint(cookie: string) {
  const headers: Record<string, string | string[]> = {};
  let status = 200;
  let body: unknown;
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    send(value: unknown) {
      body = value;
      return res;
    },
    json(value: unknown) {
      body = value;
      return res;
    },
    end() {},
  };
  const req = {
    method: "GET",
    query: { nextauth: ["session"] },
    cookies: { [COOKIE]: cookie },
    headers: { host: "127.0.0.1:3000" },
  };
  await (NextAuth as unknown as (q: unknown, r: unknown, o: unknown) => Promise<void>)(req, res, getAuthOptions());
  const raw = headers["set-cookie"] ?? [];
  const setCookies = (Array.isArray(raw) ? raw : [raw]).filter((c) => c.startsWith(`${COOKIE}=`));
  return { status, body: (typeof body === "string" ? JSON.parse(body) : body) as Record<string, unknown>, setCookies };
}

beforeAll(async () => {
  api = await startFakeApi((_r, res) =>
    json(res, 401, { errorCode: "AUTH.1001", message: ["Invalid credentials"], statusCode: "401" }),
  );
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
  await api.close();
  delete process.env.API_BASE_URL;
  delete process.env.API_TIMEOUT_MS;
  resetEnvForTests();
});

describe("GET /api/auth/session", () => {
  it("answers the identity and renews the cookie while the stored session lives", async () => {
    const { cookie } = await signedInCookie();
    const { status, body, setCookies } = await sessionEndpoint(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { email: "ops@example.com", name: "Ops" } });
    expect(JSON.stringify(body)).not.toContain("sid");
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).not.toMatch(new RegExp(`^${COOKIE}=;`));
  });

  it.each([
    ["logout", (sid: string) => deleteSession(sid)],
    ["revocation", (sid: string) => revokeSession(sid, "test")],
  ])("answers no identity and clears the cookie after %s", async (_name, end) => {
    const { sid, cookie } = await signedInCookie();
    expect((await sessionEndpoint(cookie)).body).toHaveProperty("user");
    await end(sid);
    const { body, setCookies } = await sessionEndpoint(cookie);
    expect(body).toEqual({});
    // The only session cookie sent is the one that deletes it: empty and expired at once.
    expect(setCookies.length).toBeGreaterThan(0);
    for (const c of setCookies) expect(c).toMatch(new RegExp(`^${COOKIE}=;.*Max-Age=0`, "i"));
  });
});

describe("next-auth callbacks", () => {
  it("redirects only within the dashboard's origin", async () => {
    const redirect = getAuthOptions().callbacks?.redirect;
    if (!redirect) throw new Error("no redirect callback");
    const base = "http://127.0.0.1:3000";
    expect(await redirect({ url: "/payouts?x=1", baseUrl: base })).toBe(`${base}/payouts?x=1`);
    expect(await redirect({ url: `${base}/users`, baseUrl: base })).toBe(`${base}/users`);
    expect(await redirect({ url: "https://evil.example/", baseUrl: base })).toBe(`${base}/`);
    expect(await redirect({ url: "/\t/evil.example/x", baseUrl: base })).toBe(`${base}/`);
  });
});

describe("authorize", () => {
  beforeEach(() => api.requests.splice(0));

  it("asks the API at most 10 times for 20 parallel wrong passwords, then answers locked", async () => {
    const provider = getAuthOptions().providers[0] as unknown as { options: CredentialsConfig };
    const headers = { "x-ramp-peer-address": "203.0.113.80" };
    const authorize = async (password: string): Promise<string> => {
      try {
        await provider.options.authorize({ email: "target@example.com", password }, { headers });
        return "ok";
      } catch (error) {
        return error instanceof Error ? error.message : "other";
      }
    };
    const tries = Array.from({ length: 20 }, () => authorize("wrong-password"));
    const outcomes = await Promise.all(tries);
    const logins = api.requests.filter((r) => r.path === "/api/v2/auth/login");
    expect(logins.length).toBeLessThanOrEqual(10);
    expect(outcomes).toContain("locked");
    expect(outcomes.every((o) => o === "locked" || o === "invalid_credentials")).toBe(true);
    // Locked: even the right password is not sent to the API now.
    const before = api.requests.length;
    expect(await authorize("sandbox-password")).toBe("locked");
    expect(api.requests.length).toBe(before);
  });

  describe("the client's address, passed on to the API", () => {
    const marked = globalThis as typeof globalThis & { [PEER_HEADER_MARKER]?: boolean };
    beforeAll(() => {
      // As scripts/dashboard-server.mjs does: the peer header is the server's own.
      marked[PEER_HEADER_MARKER] = true;
      process.env.TRUSTED_PROXIES = "10.0.0.0/8";
      resetEnvForTests();
    });
    afterAll(() => {
      delete marked[PEER_HEADER_MARKER];
      delete process.env.TRUSTED_PROXIES;
      delete process.env.LOGIN_MAX_FAILURES_PER_ADDRESS;
      resetEnvForTests();
    });

    const authorizeFrom = async (email: string, headers: Record<string, string>) => {
      const provider = getAuthOptions().providers[0] as unknown as { options: CredentialsConfig };
      try {
        await provider.options.authorize({ email, password: "wrong-password" }, { headers });
        return "ok";
      } catch (error) {
        return error instanceof Error ? error.message : "other";
      }
    };
    const forwardedOfLastLogin = () =>
      api.requests.filter((r) => r.path === "/api/v2/auth/login").at(-1)?.headers["x-forwarded-for"];

    it("sends the address the dashboard determined as X-Forwarded-For, not what the client claims", async () => {
      await authorizeFrom("a@example.com", { "x-ramp-peer-address": "203.0.113.81", "x-forwarded-for": "1.2.3.4" });
      expect(forwardedOfLastLogin()).toBe("203.0.113.81");
      await authorizeFrom("b@example.com", { "x-ramp-peer-address": "10.0.0.5", "x-forwarded-for": "198.51.100.4" });
      expect(forwardedOfLastLogin()).toBe("198.51.100.4");
    });

    it("sends no address it does not know (no peer: the API counts the dashboard's own)", async () => {
      delete marked[PEER_HEADER_MARKER];
      try {
        await authorizeFrom("c@example.com", { "x-forwarded-for": "1.2.3.4" });
        expect(api.requests.filter((r) => r.path === "/api/v2/auth/login")).toHaveLength(1);
        expect(forwardedOfLastLogin()).toBeUndefined();
      } finally {
        marked[PEER_HEADER_MARKER] = true;
      }
    });

    it("never forwards an attempt its own per-address limit refused", async () => {
      process.env.LOGIN_MAX_FAILURES_PER_ADDRESS = "3";
      resetEnvForTests();
      const from = { "x-ramp-peer-address": "203.0.113.90" };
      for (let i = 0; i < 3; i++)
        expect(await authorizeFrom(`spray-${i}@example.com`, from)).toBe("invalid_credentials");
      const before = api.requests.length;
      expect(await authorizeFrom("ops@example.com", from)).toBe("rate_limited");
      expect(api.requests.length).toBe(before);
    });
  });
});
