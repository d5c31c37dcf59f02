import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { SESSION_CACHE_TTL_MS } from "./session-cache";

vi.mock("server-only", () => ({}));

let store: TestStore;
type Store = typeof import("./session-store");
let sessions: Store;

async function newSession(): Promise<string> {
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 3_600_000 };
  return (
    await sessions.createSession({
      email: "ops@example.com",
      name: "Ops",
      customerId: "cus-acme",
      tokens,
      secondFactor: "none",
    })
  ).id;
}

/** What another instance does: change the row behind this process's back. */
async function revokeElsewhere(id: string) {
  await store.db
    .update(operatorSessions)
    .set({ revoked: true, accessTokenEnc: null, refreshTokenEnc: null })
    .where(eq(operatorSessions.id, id));
}

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("./session-store");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});
afterEach(() => vi.useRealTimers());

describe(`session lookup with the in-process cache (${testStoreKind()})`, () => {
  it("opens the stored tokens and the operator's customer", async () => {
    const id = await newSession();
    expect(await sessions.loadSession(id)).toMatchObject({
      id,
      customerId: "cus-acme",
      accessToken: "access-0",
      refreshToken: "refresh-0",
    });
  });

  it("a session row without a customer (from before customers were recorded) is not usable", async () => {
    const id = await newSession();
    await store.db.update(operatorSessions).set({ customerId: null }).where(eq(operatorSessions.id, id));
    sessions.openSessionRow(undefined);
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
    expect(row).toBeDefined();
    expect(sessions.openSessionRow(row)).toBeUndefined();
  });

  it("logout on this instance takes effect at once, even for a cached session", async () => {
    const id = await newSession();
    expect(await sessions.loadSession(id)).toBeDefined();
    await sessions.deleteSession(id);
    expect(await sessions.loadSession(id)).toBeUndefined();
  });

  it("revocation on this instance takes effect at once", async () => {
    const id = await newSession();
    expect(await sessions.loadSession(id)).toBeDefined();
    await sessions.revokeSession(id, "test");
    expect(await sessions.loadSession(id)).toBeUndefined();
  });

  it("a session revoked on another instance ends here within the cache bound", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = await newSession();
    expect(await sessions.loadSession(id)).toBeDefined();
    await revokeElsewhere(id);
    // Inside the bound the cached copy may still be used (this is the documented trade-off)…
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS - 100);
    expect(await sessions.loadSession(id)).toBeDefined();
    // …and past it the row is read again and the session is refused.
    vi.setSystemTime(Date.now() + 200);
    expect(await sessions.loadSession(id)).toBeUndefined();
  });

  it("a read racing a logout does not bring the session back", async () => {
    const id = await newSession();
    const racing = sessions.loadSession(id); // reads the row before the delete below lands
    await sessions.deleteSession(id);
    await racing;
    expect(await sessions.loadSession(id)).toBeUndefined();
  });
});

describe(`operators known to a customer (${testStoreKind()})`, () => {
  it("stay assignable after every session of theirs is pruned, and only for their own customer", async () => {
    const { knownOperators } = await import("@/lib/db/queries/payout-ownership");
    const tokens = { accessToken: "a", refreshToken: "r", expiresIn: 3_600_000 };
    await sessions.createSession({
      email: "Night.Shift@Example.com",
      name: "Night Shift",
      customerId: "cus-known",
      tokens,
      secondFactor: "none",
    });
    await sessions.createSession({
      email: "night.shift@example.com",
      name: "Night Shift (renamed)",
      customerId: "cus-known",
      tokens,
      secondFactor: "none",
    });
    // Pruned, as sign-in housekeeping does a day after their lifetime.
    await store.db.delete(operatorSessions).where(eq(operatorSessions.customerId, "cus-known"));

    expect(await knownOperators({ customerId: "cus-known" })).toEqual([
      { email: "night.shift@example.com", name: "Night Shift (renamed)" },
    ]);
    expect((await knownOperators({ customerId: "cus-acme" })).map((o) => o.email)).not.toContain(
      "night.shift@example.com",
    );
  });
});
