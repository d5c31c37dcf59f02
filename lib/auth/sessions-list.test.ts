import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { BACKGROUND_REQUEST_HEADER } from "./background-request";
import type { SessionOwner } from "./sessions-list";

vi.mock("server-only", () => ({}));

/** The request a route handler sees: its cookie jar and headers (set per test). */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) } : undefined),
  }),
  headers: async () => request.headers,
}));

/**
 * "Your sessions" against a real store: the list is the operator's own (customer and email),
 * a reference never ends another operator's session, the idle limit ends a quiet session, and
 * background requests do not count as activity.
 */

let store: TestStore;
let sessions: typeof import("./session-store");
let list: typeof import("./sessions-list");
let session: typeof import("./session");
let cookie: typeof import("./session-cookie");

const UA_MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36";
const UA_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signIn(email: string, customerId: string, userAgent?: string): Promise<string> {
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 3_600_000 };
  const created = await sessions.createSession({
    email,
    name: email,
    customerId,
    tokens,
    secondFactor: "none",
    userAgent,
    clientAddress: "203.0.113.7",
  });
  return created.id;
}

const owner = (sessionId: string, email = "ops@example.com", customerId = "cus-acme"): SessionOwner => ({
  sessionId,
  email,
  customerId,
});

const row = async (id: string) =>
  (await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id)))[0];

/** The operator was last seen this long ago (what another request would have written). */
async function lastSeen(id: string, agoMs: number) {
  await store.db
    .update(operatorSessions)
    .set({ lastSeenAt: new Date(Date.now() - agoMs) })
    .where(eq(operatorSessions.id, id));
}

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("./session-store");
  list = await import("./sessions-list");
  session = await import("./session");
  cookie = await import("./session-cookie");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});
afterEach(async () => {
  delete process.env.SESSION_IDLE_MINUTES;
  resetEnvForTests();
  (await import("./session-cache")).clearSessionCacheForTests();
  await store.db.delete(operatorSessions);
});

describe(`your sessions (${testStoreKind()})`, () => {
  it("lists only the operator's own sessions: same customer and same email, the current one first", async () => {
    const current = await signIn("ops@example.com", "cus-acme", UA_MAC_CHROME);
    const phone = await signIn("ops@example.com", "cus-acme", UA_IPHONE);
    const unknown = await signIn("ops@example.com", "cus-acme");
    const otherCustomer = await signIn("ops@example.com", "cus-otra", UA_MAC_CHROME);
    const otherOperator = await signIn("checker@example.com", "cus-acme", UA_MAC_CHROME);
    await sessions.revokeSession(await signIn("ops@example.com", "cus-acme"), "test");

    const items = await list.listOwnSessions(owner(current));
    expect(items.map((i) => i.ref).sort()).toEqual([current, phone, unknown].map(list.sessionRef).sort());
    expect(items[0]).toMatchObject({ ref: list.sessionRef(current), current: true, address: "203.0.113.7" });
    expect(items.filter((i) => i.current)).toHaveLength(1);
    expect(items.find((i) => i.ref === list.sessionRef(current))?.device).toMatchObject({
      browser: "Chrome",
      browserVersion: "131.0.6778.86",
      os: "macOS",
      type: "desktop",
    });
    expect(items.find((i) => i.ref === list.sessionRef(phone))?.device).toMatchObject({ os: "iOS", type: "mobile" });
    expect(items.find((i) => i.ref === list.sessionRef(unknown))?.device).toBeUndefined();
    // The other customer's operator with the same email sees theirs alone.
    expect((await list.listOwnSessions(owner(otherCustomer, "ops@example.com", "cus-otra"))).map((i) => i.ref)).toEqual(
      [list.sessionRef(otherCustomer)],
    );
    expect((await list.listOwnSessions(owner(otherOperator, "checker@example.com"))).map((i) => i.ref)).toEqual([
      list.sessionRef(otherOperator),
    ]);
    // No session id (the cookie's bearer secret) in what the page receives.
    const sent = JSON.stringify(items);
    for (const id of [current, phone, unknown]) expect(sent).not.toContain(id);
  });

  it("ends one of the operator's other sessions by its reference, at once on this instance", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const other = await signIn("ops@example.com", "cus-acme");
    expect(await sessions.loadSession(other)).toBeDefined();
    expect(await list.endOwnSession(owner(current), list.sessionRef(other))).toEqual({ ended: true });
    expect(await sessions.loadSession(other)).toBeUndefined();
    expect(await row(other)).toMatchObject({ revoked: true, revokedReason: "ended_by_operator" });
    expect(await sessions.loadSession(current)).toBeDefined();
  });

  it("refuses a reference to another customer's or another operator's session, and the current one", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const sameEmailOtherCustomer = await signIn("ops@example.com", "cus-otra");
    const otherOperator = await signIn("checker@example.com", "cus-acme");
    for (const id of [sameEmailOtherCustomer, otherOperator]) {
      expect(await list.endOwnSession(owner(current), list.sessionRef(id))).toEqual({
        ended: false,
        reason: "not_found",
      });
      expect(await sessions.loadSession(id)).toBeDefined();
    }
    expect(await list.endOwnSession(owner(current), list.sessionRef(current))).toEqual({
      ended: false,
      reason: "current",
    });
    expect(await sessions.loadSession(current)).toBeDefined();
  });

  it("ends every other session of the operator and nobody else's", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const others = [await signIn("ops@example.com", "cus-acme"), await signIn("ops@example.com", "cus-acme")];
    const bystanders = [await signIn("ops@example.com", "cus-otra"), await signIn("checker@example.com", "cus-acme")];
    expect((await list.endOtherOwnSessions(owner(current))).sort()).toEqual(others.map(list.sessionRef).sort());
    for (const id of others) expect(await sessions.loadSession(id)).toBeUndefined();
    for (const id of [current, ...bystanders]) expect(await sessions.loadSession(id)).toBeDefined();
  });
});

describe(`idle timeout (${testStoreKind()})`, () => {
  it("a session quiet for SESSION_IDLE_MINUTES ends and leaves the list; one just within it stays", async () => {
    process.env.SESSION_IDLE_MINUTES = "1";
    resetEnvForTests();
    const current = await signIn("ops@example.com", "cus-acme");
    const quiet = await signIn("ops@example.com", "cus-acme");
    await lastSeen(current, 50_000);
    await lastSeen(quiet, 61_000);
    expect((await list.listOwnSessions(owner(current))).map((i) => i.ref)).toEqual([list.sessionRef(current)]);
    expect(await sessions.loadSession(quiet)).toBeUndefined();
    expect(await row(quiet)).toMatchObject({ revoked: true, revokedReason: "idle" });
    expect(await sessions.loadSession(current)).toBeDefined();
  });

  it("a cached session that went idle is not used from the cache", async () => {
    process.env.SESSION_IDLE_MINUTES = "1";
    resetEnvForTests();
    const id = await signIn("ops@example.com", "cus-acme");
    await lastSeen(id, 59_500);
    expect(await sessions.loadSession(id)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await sessions.loadSession(id)).toBeUndefined();
  });
});

describe(`activity for the idle timeout (${testStoreKind()})`, () => {
  async function requestAs(id: string, headers: Record<string, string> = {}) {
    const claims = { sid: id, absExp: Date.now() + 3_600_000 };
    const value = await encode({ token: claims, secret: getEnv().NEXTAUTH_SECRET });
    request.cookies = new Map([[cookie.sessionCookieName(), value]]);
    request.headers = new Headers(headers);
  }
  /** Each request is a new React cache scope in Next; here the module's cache() is per call of the test. */
  const seenAt = async (id: string) => (await row(id))?.lastSeenAt?.getTime() ?? 0;

  it("a background request (flag or header) does not record activity; the operator's own request does", async () => {
    const id = await signIn("ops@example.com", "cus-acme");
    await lastSeen(id, 10 * 60_000);
    const before = await seenAt(id);

    await requestAs(id);
    await session.requireOperatorForRequest({ background: true });
    expect(await seenAt(id)).toBe(before);

    await requestAs(id, { [BACKGROUND_REQUEST_HEADER]: "1" });
    await session.requireOperatorForRequest();
    expect(await seenAt(id)).toBe(before);

    await requestAs(id);
    await session.requireOperatorForRequest();
    expect(await seenAt(id)).toBeGreaterThan(Date.now() - 5_000);
  });
});
