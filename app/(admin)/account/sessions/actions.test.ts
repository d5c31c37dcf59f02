import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog, operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

/** The request the action runs in: the signed-in operator's cookie. */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));

/**
 * The sessions page's actions against a real store: each ending is audited as session.end with
 * the session's short reference, a refused reference too, and no session id ever reaches the log.
 */

let store: TestStore;
let actions: typeof import("./actions");
let sessions: typeof import("@/lib/auth/session-store");
let list: typeof import("@/lib/auth/sessions-list");

async function signIn(email: string, customerId: string): Promise<string> {
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 3_600_000 };
  return (await sessions.createSession({ email, name: email, customerId, tokens, secondFactor: "none" })).id;
}

/** The action runs as this session's operator. */
async function actAs(id: string) {
  const { sessionCookieName } = await import("@/lib/auth/session-cookie");
  const value = await encode({ token: { sid: id, absExp: Date.now() + 3_600_000 }, secret: getEnv().NEXTAUTH_SECRET });
  request.cookies = new Map([[sessionCookieName(), value]]);
}

const auditRows = () => store.db.select().from(auditLog).where(eq(auditLog.action, "session.end"));

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  list = await import("@/lib/auth/sessions-list");
  actions = await import("./actions");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});
beforeEach(async () => {
  await store.db.delete(auditLog);
  await store.db.delete(operatorSessions);
});

describe(`ending sessions, audited (${testStoreKind()})`, () => {
  it("ends one other session and audits its reference; another customer's reference is refused and audited", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const other = await signIn("ops@example.com", "cus-acme");
    const foreign = await signIn("ops@example.com", "cus-otra");
    await actAs(current);

    expect(await actions.endSession({ ref: list.sessionRef(other) })).toEqual({
      ok: true,
      data: { ended: list.sessionRef(other) },
    });
    const refused = await actions.endSession({ ref: list.sessionRef(foreign) });
    expect(refused).toMatchObject({ ok: false, error: { code: "SESSION.NOT_FOUND" } });
    expect(await sessions.loadSession(foreign)).toBeDefined();
    const own = await actions.endSession({ ref: list.sessionRef(current) });
    expect(own).toMatchObject({ ok: false, error: { code: "SESSION.CURRENT" } });

    const rows = await auditRows();
    expect(rows.map((r) => [r.targetType, r.targetId, r.outcome, r.errorCode, r.customerId])).toEqual(
      expect.arrayContaining([
        ["session", list.sessionRef(other), "success", null, "cus-acme"],
        ["session", list.sessionRef(foreign), "failure", "SESSION.NOT_FOUND", "cus-acme"],
        ["session", list.sessionRef(current), "failure", "SESSION.CURRENT", "cus-acme"],
      ]),
    );
    expect(rows).toHaveLength(3);
    const logged = JSON.stringify(rows);
    for (const id of [current, other, foreign]) expect(logged).not.toContain(id);
  });

  it("ends all other sessions in one audited entry listing their references", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const others = [await signIn("ops@example.com", "cus-acme"), await signIn("ops@example.com", "cus-acme")];
    await actAs(current);
    const result = await actions.endOtherSessions({});
    expect(result.ok).toBe(true);
    for (const id of others) expect(await sessions.loadSession(id)).toBeUndefined();
    expect(await sessions.loadSession(current)).toBeDefined();
    const [row, ...rest] = await auditRows();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ targetType: "session", outcome: "success" });
    expect(((row?.after ?? {}) as { ended?: string[] }).ended?.sort()).toEqual(others.map(list.sessionRef).sort());
    for (const id of [current, ...others]) expect(JSON.stringify(row)).not.toContain(id);
  });

  it("refuses anyone signed out, and a malformed reference, before ending anything", async () => {
    const current = await signIn("ops@example.com", "cus-acme");
    const other = await signIn("ops@example.com", "cus-acme");
    request.cookies = new Map();
    expect(await actions.endSession({ ref: list.sessionRef(other) })).toMatchObject({
      ok: false,
      error: { kind: "unauthorized" },
    });
    await actAs(current);
    expect(await actions.endSession({ ref: other })).toMatchObject({ ok: false, error: { kind: "validation" } });
    expect(await sessions.loadSession(other)).toBeDefined();
  });
});
