import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";

/**
 * The route pipeline with a real session row behind a real session cookie: what every made handler
 * answers whatever its run does (401 with the way back, the security headers, the cross-origin
 * refusal of a change, the spec-like 400, the permission's 403, masked JSON, a thrown error
 * mapped without its internals). Only Next's request scope (cookies, headers) is a stand-in.
 */

vi.mock("server-only", () => ({}));

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && request.cookie ? { value: request.cookie } : undefined,
    getAll: () => [],
    has: () => false,
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));

const ORIGIN = "http://127.0.0.1:3000";
const ACCOUNT = "0012345678";
const noParams = { params: Promise.resolve({}) };

let store: TestStore;
let pipeline: typeof import("@/lib/pipeline/route");

async function signIn(): Promise<void> {
  const sessions = await import("@/lib/auth/session-store");
  const { id } = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "access", refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  request.cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email: "ops@example.com", name: "Ops" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

const get = (path: string) => new NextRequest(`${ORIGIN}${path}`);
const post = (path: string, origin: string | null) =>
  new NextRequest(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...(origin ? { origin } : {}) },
    body: "{}",
  });

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  pipeline = await import("@/lib/pipeline/route");
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`the route pipeline (${testStoreKind()})`, () => {
  it("without a session: 401 with the way back to the route's screen, and the security headers", async () => {
    request.cookie = "";
    const { GET } = await import("@/app/api/payouts/route");
    const answer = await GET(get("/api/payouts"), noParams);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({
      error: { kind: "unauthorized", loginUrl: expect.stringContaining("callbackUrl=%2Fpayouts") },
    });
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a change from another site (or with no Origin) is refused before the session is read", async () => {
    await signIn();
    const { POST } = await import("@/app/api/session/keepalive/route");
    for (const origin of ["https://evil.example", null]) {
      const refused = await POST(post("/api/session/keepalive", origin), noParams);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { kind: "forbidden" } });
    }
    const kept = await POST(post("/api/session/keepalive", ORIGIN), noParams);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ remainingMs: expect.any(Number) });
  });

  it("a refused query is the spec-like 400 (errorCode, one argument per field), before the API is asked", async () => {
    await signIn();
    const { GET } = await import("@/app/api/ramps/route");
    const answer = await GET(get("/api/ramps?limit=many"), noParams);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { kind: "validation", errorCode: "DASHBOARD.1400", arguments: [{ key: "limit" }] },
    });
  });

  it("a permission the operator lacks is 403, and the run never starts", async () => {
    await signIn();
    const run = vi.fn(async () => ({ ok: true }));
    const GET = pipeline.operatorRoute({ permission: async () => ({ allowed: false }), run });
    const answer = await GET(get("/api/probe"), noParams);
    expect(answer.status).toBe(403);
    expect(run).not.toHaveBeenCalled();
  });

  it("whatever a run answers as JSON leaves masked, with its status when it names one", async () => {
    await signIn();
    const account = { accountNumber: ACCOUNT, document: { type: "NUIP", number: "1020304050" } };
    const plain = pipeline.operatorRoute({ run: async () => ({ account }) });
    const ok = await plain(get("/api/probe"), noParams);
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    const okText = await ok.text();
    expect(okText).toContain("•••• 5678");
    expect(okText).not.toContain(ACCOUNT);
    const refused = pipeline.operatorRoute({
      run: async () => pipeline.jsonAnswer({ error: { kind: "validation", account } }, { status: 400 }),
    });
    const answer = await refused(get("/api/probe"), noParams);
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toContain(ACCOUNT);
  });

  it("a run that throws is a 500 without its internals", async () => {
    await signIn();
    const GET = pipeline.operatorRoute({
      run: async () => {
        throw new Error(`database password is hunter2, account ${ACCOUNT}`);
      },
    });
    const answer = await GET(get("/api/probe"), noParams);
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain(ACCOUNT);
  });

  it("every made handler carries its kind; a hand-written one carries none", () => {
    expect(pipeline.routeKindOf(pipeline.operatorRoute({ run: async () => null }))).toBe("operator");
    expect(pipeline.routeKindOf(pipeline.streamRoute({ subscribe: () => () => () => {} }))).toBe("stream");
    expect(pipeline.routeKindOf(pipeline.publicRoute(() => new Response()))).toBe("public");
    expect(pipeline.routeKindOf(async () => new Response())).toBeUndefined();
  });
});
