import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";

/**
 * Wrong second-factor codes count per operator (customer and email), on the real store: signing
 * in again gives no fresh budget. The sign-in second step is driven through proveAtSignIn with
 * real session rows; the step-up dialog's action through proveStepUp behind a real session
 * cookie (only Next's request scope is a stand-in). The clock is moved, not waited for.
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
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

let store: TestStore;
let sessions: typeof import("@/lib/auth/session-store");
let signIn: typeof import("@/lib/auth/mfa/sign-in");
let enrolment: typeof import("@/lib/auth/mfa/enrolment");
let stepUp: typeof import("./step-up-actions");
let lock: typeof import("@/lib/auth/throttle-second-step");

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  signIn = await import("@/lib/auth/mfa/sign-in");
  enrolment = await import("@/lib/auth/mfa/enrolment");
  stepUp = await import("./step-up-actions");
  lock = await import("@/lib/auth/throttle-second-step");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});
afterEach(() => {
  vi.useRealTimers();
  request.cookie = "";
});

const FIFTEEN_MINUTES = 15 * 60_000;
/** Only Date is faked: the store and its timers run as usual. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
}

async function newSession(email: string, secondFactor: "pending" | "verified", customerId = "cus-acme") {
  const { id } = await sessions.createSession({
    email,
    name: "Ops",
    customerId,
    tokens: { accessToken: "a", refreshToken: "r", expiresIn: 3_600_000 },
    secondFactor,
  });
  const session = await sessions.loadSession(id);
  if (!session) throw new Error("no session");
  return session;
}

async function enrolTotp(email: string, customerId = "cus-acme") {
  const owner = { customerId, email, name: "Ops", sessionId: `enrol-${email}` };
  const pending = await enrolment.startTotpEnrolment(owner);
  const app = new TOTP({ secret: Secret.fromBase32(pending.secretBase32) });
  const code = app.generate({ timestamp: Date.now() - 30_000 });
  expect(await enrolment.finishTotpEnrolment(owner, { enrolmentId: pending.enrolmentId, code })).toMatchObject({
    ok: true,
  });
  return app;
}

const wrongCode = (app: TOTP) => String((Number(app.generate()) + 500_000) % 1_000_000).padStart(6, "0");

async function audits(email: string, action: string) {
  return store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.operatorEmail, email), eq(auditLog.action, action)));
}

describe(`wrong second-factor codes, per operator (${testStoreKind()})`, () => {
  it("ten wrong codes over two sign-ins lock the operator's codes for 15 minutes, audited once", async () => {
    const start = Date.parse("2026-12-01T09:00:00.000Z");
    clockAt(start);
    const email = "guesser@example.com";
    const app = await enrolTotp(email);
    const first = await newSession(email, "pending");
    for (let i = 0; i < 4; i++)
      expect(await signIn.proveAtSignIn(first, { kind: "totp", code: wrongCode(app) })).toMatchObject({
        reason: "invalid",
      });
    // The fifth ends this sign-in, as before; signing in again used to give five more, for ever.
    expect(await signIn.proveAtSignIn(first, { kind: "recovery", code: "WRONG-CODE" })).toEqual({
      ok: false,
      reason: "ended",
    });
    const second = await newSession(email, "pending");
    for (let i = 0; i < 4; i++)
      expect(await signIn.proveAtSignIn(second, { kind: "totp", code: wrongCode(app) })).toMatchObject({
        reason: "invalid",
      });
    const lockedUntil = new Date(start + FIFTEEN_MINUTES).toISOString();
    expect(await signIn.proveAtSignIn(second, { kind: "totp", code: wrongCode(app) })).toEqual({
      ok: false,
      reason: "locked",
      lockedUntil,
    });

    // A new sign-in, the right code: refused without being checked, and not held against the session.
    const third = await newSession(email, "pending");
    expect(await signIn.proveAtSignIn(third, { kind: "totp", code: app.generate() })).toEqual({
      ok: false,
      reason: "locked",
      lockedUntil,
    });
    expect((await lock.secondStepLockedUntil(third))?.toISOString()).toBe(lockedUntil);
    const locks = await audits(email, "second_factor.locked");
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ customerId: "cus-acme", outcome: "success" });

    // The same email at another customer is another operator.
    expect(await lock.secondStepLockedUntil({ customerId: "cus-globex", email })).toBeNull();

    clockAt(start + FIFTEEN_MINUTES - 1);
    expect(await signIn.proveAtSignIn(third, { kind: "totp", code: app.generate() })).toMatchObject({
      reason: "locked",
    });
    clockAt(start + FIFTEEN_MINUTES);
    expect(await signIn.proveAtSignIn(third, { kind: "totp", code: app.generate() })).toEqual({ ok: true });
  });

  it("counts wrong codes in the step-up dialog with the sign-in's, and locks the dialog's codes too", async () => {
    const start = Date.parse("2026-12-02T09:00:00.000Z");
    clockAt(start);
    const email = "stepper@example.com";
    const app = await enrolTotp(email);
    // Six wrong at sign-in (over two sessions), then four in the dialog of a signed-in session.
    for (const count of [5, 1]) {
      const s = await newSession(email, "pending");
      for (let i = 0; i < count; i++) await signIn.proveAtSignIn(s, { kind: "totp", code: wrongCode(app) });
    }
    const signedIn = await newSession(email, "verified");
    request.cookie = await encode({
      token: { sid: signedIn.id, absExp: Date.now() + 3_600_000, email, name: "Ops" },
      secret: getEnv().NEXTAUTH_SECRET,
    });
    for (let i = 0; i < 3; i++)
      expect(await stepUp.proveStepUp({ kind: "totp", code: wrongCode(app) })).toMatchObject({ refusal: "invalid" });
    const lockedUntil = new Date(start + FIFTEEN_MINUTES).toISOString();
    expect(await stepUp.proveStepUp({ kind: "recovery", code: "WRONG-CODE" })).toEqual({
      ok: false,
      refusal: "codes_locked",
      lockedUntil,
    });
    expect(await stepUp.proveStepUp({ kind: "totp", code: app.generate() })).toEqual({
      ok: false,
      refusal: "codes_locked",
      lockedUntil,
    });
    expect(await audits(email, "second_factor.locked")).toHaveLength(1);
    // And the sign-in second step of any new session says so at once.
    expect((await lock.secondStepLockedUntil(await newSession(email, "pending")))?.toISOString()).toBe(lockedUntil);
  });

  it("forgets wrong codes older than 15 minutes, and after a good one", async () => {
    const start = Date.parse("2026-12-03T09:00:00.000Z");
    clockAt(start);
    const email = "typo@example.com";
    const app = await enrolTotp(email);
    const wrongAt = async (count: number) => {
      const s = await newSession(email, "pending");
      for (let i = 0; i < count; i++) await signIn.proveAtSignIn(s, { kind: "totp", code: wrongCode(app) });
      return s;
    };
    await wrongAt(4);
    await wrongAt(4);
    clockAt(start + FIFTEEN_MINUTES);
    await wrongAt(4);
    const s = await wrongAt(4);
    expect(await lock.secondStepLockedUntil(s)).toBeNull();
    expect(await signIn.proveAtSignIn(s, { kind: "totp", code: app.generate() })).toEqual({ ok: true });
    await wrongAt(4);
    await wrongAt(4);
    expect(await lock.secondStepLockedUntil(s)).toBeNull();
  });
});
