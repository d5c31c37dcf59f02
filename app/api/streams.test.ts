import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { replaceProcessSingleton } from "@/lib/server/process-singleton";

/**
 * Live streams end with their session: the two stream routes, opened through the pipeline with a
 * real session row behind a real session cookie, close within 5 s of logout, "End session", the
 * idle timeout, and the instance shutting down; a step-up (which announces a change but ends
 * nothing) leaves them open. Only Next's request scope (cookies, headers) is a stand-in.
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
  headers: async () => new Headers({ host: "127.0.0.1:3000", "x-background-request": "1" }),
}));

const WITHIN_MS = 5_000;

let store: TestStore;
let sessions: typeof import("@/lib/auth/session-store");

/** An access token whose claims say what the operator may do (the dashboard decodes, the API signs). */
function tokenGranting(permissions: string[]): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ customerId: "cus-acme", permissions })}.signature`;
}

async function signIn(email: string, accessToken = `access-${email}`): Promise<string> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId: "cus-acme",
    tokens: { accessToken, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  request.cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return id;
}

type StreamPath = "/api/webhooks/stream" | "/api/approvals/stream";

/** Opens a stream route as the browser's EventSource would; the reader sees its frames. */
async function openStream(path: StreamPath) {
  const route =
    path === "/api/webhooks/stream"
      ? await import("@/app/api/webhooks/stream/route")
      : await import("@/app/api/approvals/stream/route");
  const browser = new AbortController();
  const response = await route.GET(new NextRequest(`http://127.0.0.1:3000${path}`, { signal: browser.signal }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream");
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(": connected")) {
    const next = await reader.read();
    if (next.done) throw new Error("closed before connecting");
    text += decoder.decode(next.value);
  }
  return {
    browser,
    /** Milliseconds until the server closes the stream, or Infinity past `limitMs`. */
    async closesWithin(limitMs: number): Promise<number> {
      const started = Date.now();
      const timeout = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), limitMs));
      for (;;) {
        const next = await Promise.race([reader.read(), timeout]);
        if (next === "open") return Number.POSITIVE_INFINITY;
        if (next.done) return Date.now() - started;
      }
    },
  };
}

beforeAll(async () => {
  // No API runs here: no extension is asked for, so what an operator may read comes from the
  // token's claims (none in a plain token: the API would decide, and streams are allowed).
  vi.stubEnv("API_EXTENSIONS", "none");
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`the webhook inbox's stream and list follow its read permission (${testStoreKind()})`, () => {
  it("refuses both to an operator whose token says they may not read webhooks, and serves one who may", async () => {
    const stream = await import("@/app/api/webhooks/stream/route");
    const events = await import("@/app/api/webhooks/events/route");
    const open = (route: typeof stream | typeof events, path: string) =>
      route.GET(new NextRequest(`http://127.0.0.1:3000${path}`), { params: Promise.resolve({}) });
    await signIn("compliance@example.com", tokenGranting(["payouts:read", "accounts:read"]));
    expect((await open(stream, "/api/webhooks/stream")).status).toBe(403);
    expect((await open(events, "/api/webhooks/events")).status).toBe(403);
    await signIn("ops@example.com", tokenGranting(["webhooks:read"]));
    const allowed = await open(events, "/api/webhooks/events");
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ items: [] });
  });
});

describe(`live streams end with their session (${testStoreKind()})`, () => {
  for (const path of ["/api/webhooks/stream", "/api/approvals/stream"] as const) {
    it(`${path}: "End session" (a revocation) closes the open stream at once`, async () => {
      const sid = await signIn("ops@example.com");
      const stream = await openStream(path);
      await sessions.revokeSession(sid, "ended by operator");
      expect(await stream.closesWithin(WITHIN_MS)).toBeLessThan(1_000);
    });
  }

  it("logout (the row deleted) closes the stream", async () => {
    const sid = await signIn("ops@example.com");
    const stream = await openStream("/api/webhooks/stream");
    await sessions.deleteSession(sid);
    expect(await stream.closesWithin(WITHIN_MS)).toBeLessThan(1_000);
  });

  it("the idle timeout, which announces nothing, closes the stream within 5 s", async () => {
    const sid = await signIn("ops@example.com");
    const stream = await openStream("/api/webhooks/stream");
    // The operator's last request was longer ago than the idle limit; nobody is told.
    const longAgo = new Date(Date.now() - getEnv().SESSION_IDLE_MINUTES * 60_000 - 1_000);
    await store.db.update(operatorSessions).set({ lastSeenAt: longAgo }).where(eq(operatorSessions.id, sid));
    expect(await stream.closesWithin(WITHIN_MS + 1_000)).toBeLessThan(WITHIN_MS);
  });

  it("a step-up announces a change but ends nothing: the stream stays open", async () => {
    const sid = await signIn("ops@example.com");
    const stream = await openStream("/api/approvals/stream");
    await sessions.recordProof(sid, "step-up");
    expect(await stream.closesWithin(3_500)).toBe(Number.POSITIVE_INFINITY);
    stream.browser.abort();
  });

  it("another session's end leaves this stream open", async () => {
    const other = await signIn("other@example.com");
    await signIn("ops@example.com");
    const stream = await openStream("/api/webhooks/stream");
    await sessions.revokeSession(other, "ended by operator");
    expect(await stream.closesWithin(1_500)).toBe(Number.POSITIVE_INFINITY);
    stream.browser.abort();
  });

  it("a stream asked for without a session is refused with 401 before it opens", async () => {
    request.cookie = "";
    const { GET } = await import("@/app/api/webhooks/stream/route");
    const response = await GET(new NextRequest("http://127.0.0.1:3000/api/webhooks/stream"), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { kind: "unauthorized" } });
  });

  it("the instance shutting down closes every stream", async () => {
    await signIn("ops@example.com");
    const stream = await openStream("/api/approvals/stream");
    const { markDraining } = await import("@/lib/log");
    markDraining();
    try {
      expect(await stream.closesWithin(WITHIN_MS)).toBeLessThan(WITHIN_MS);
    } finally {
      replaceProcessSingleton("lifecycle", undefined);
    }
  });
});
