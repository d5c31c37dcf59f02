import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog, operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));
// proveAtSignIn takes the session it is given; the cookie reader is not under test here.
vi.mock("../session", () => ({ readSignInSession: async () => ({ session: null, reason: "anonymous" }) }));

let store: TestStore;
let sessions: typeof import("../session-store");
let signIn: typeof import("./sign-in");
let enrolment: typeof import("./enrolment");

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("../session-store");
  signIn = await import("./sign-in");
  enrolment = await import("./enrolment");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

/** A session that gave its password and owes its factor, for an operator with a TOTP factor. */
async function pendingSession(email: string, customerId = "cus-acme") {
  const { id } = await sessions.createSession({
    email,
    name: "Ops",
    customerId,
    tokens: { accessToken: "a", refreshToken: "r", expiresIn: 3_600_000 },
    secondFactor: "pending",
  });
  const session = await sessions.loadSession(id);
  if (!session) throw new Error("no session");
  return session;
}

async function enrolTotp(email: string, customerId = "cus-acme") {
  const owner = { customerId, email, name: "Ops", sessionId: `enrol-${email}` };
  const pending = await enrolment.startTotpEnrolment(owner);
  const app = new TOTP({ secret: Secret.fromBase32(pending.secretBase32) });
  // Enrolled with the previous step's code, so the current one is still unused.
  const code = app.generate({ timestamp: Date.now() - 30_000 });
  expect(await enrolment.finishTotpEnrolment(owner, { enrolmentId: pending.enrolmentId, code })).toMatchObject({
    ok: true,
  });
  return app;
}

const wrongCode = (app: TOTP) => String((Number(app.generate()) + 500_000) % 1_000_000).padStart(6, "0");

describe(`second factor at sign-in (${testStoreKind()})`, () => {
  it("a good code settles the session (and counts as a fresh step-up); audited without the code", async () => {
    const app = await enrolTotp("good@example.com");
    const session = await pendingSession("good@example.com");
    const code = app.generate();
    expect(await signIn.proveAtSignIn(session, { kind: "totp", code })).toEqual({ ok: true });
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, session.id));
    expect(row?.secondFactor).toBe("verified");
    expect(row?.stepUpAt).toBeInstanceOf(Date);
    const audits = await store.db.select().from(auditLog).where(eq(auditLog.operatorEmail, "good@example.com"));
    const verify = audits.find((a) => a.action === "second_factor.verify");
    expect(verify?.outcome).toBe("success");
    expect(JSON.stringify(audits)).not.toContain(code);
    expect(audits.some((a) => a.action === "factor.enrol" && a.outcome === "success")).toBe(true);
  });

  it("five wrong codes end the session; each is counted and audited", async () => {
    const app = await enrolTotp("brute@example.com");
    const session = await pendingSession("brute@example.com");
    for (const remaining of [4, 3, 2, 1]) {
      expect(await signIn.proveAtSignIn(session, { kind: "totp", code: wrongCode(app) })).toEqual({
        ok: false,
        reason: "invalid",
        remaining,
      });
    }
    expect(await signIn.proveAtSignIn(session, { kind: "totp", code: wrongCode(app) })).toEqual({
      ok: false,
      reason: "ended",
    });
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, session.id));
    expect(row?.revoked).toBe(true);
    expect(row?.revokedReason).toBe("second_factor_failures");
    expect(await sessions.loadSession(session.id)).toBeUndefined();
    const failures = (
      await store.db.select().from(auditLog).where(eq(auditLog.operatorEmail, "brute@example.com"))
    ).filter((a) => a.action === "second_factor.verify" && a.outcome === "failure");
    expect(failures).toHaveLength(5);
  });

  it("the count is per session: another session of the operator starts with five", async () => {
    const app = await enrolTotp("count@example.com");
    const first = await pendingSession("count@example.com");
    await signIn.proveAtSignIn(first, { kind: "totp", code: wrongCode(app) });
    await signIn.proveAtSignIn(first, { kind: "totp", code: wrongCode(app) });
    const second = await pendingSession("count@example.com");
    expect(await signIn.proveAtSignIn(second, { kind: "totp", code: wrongCode(app) })).toMatchObject({
      remaining: 4,
    });
  });

  it("a factor change ends the operator's other sessions only (same customer and email)", async () => {
    const mine = await pendingSession("change@example.com");
    const other = await pendingSession("change@example.com");
    const otherCustomer = await pendingSession("change@example.com", "cus-globex");
    const ended = await enrolment.endOtherSessions({
      customerId: "cus-acme",
      email: "change@example.com",
      name: "Ops",
      sessionId: mine.id,
    });
    expect(ended).toBe(1);
    const rows = await store.db.select().from(operatorSessions).where(eq(operatorSessions.email, "change@example.com"));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(mine.id)?.revoked).toBe(false);
    expect(byId.get(other.id)?.revoked).toBe(true);
    expect(byId.get(other.id)?.revokedReason).toBe("factor_changed");
    expect(byId.get(otherCustomer.id)?.revoked).toBe(false);
  });
});
