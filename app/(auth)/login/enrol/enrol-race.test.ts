import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

/**
 * Two sign-ins of one operator before their first factor (OPERATOR_MFA=required): both owe an
 * enrolment. Once one enrols, the other must prove that factor, never enrol a second one on the
 * password alone; and the enrolment ends the operator's other sessions. Real store and real
 * session rows; only the cookie read is a stand-in (it answers the session `current` names).
 */

vi.mock("server-only", () => ({}));
const current = vi.hoisted(() => ({ id: "" }));
vi.mock("@/lib/auth/session", async () => {
  const store = await import("@/lib/auth/session-store");
  return {
    readSignInSession: async () => {
      const session = current.id ? await store.loadSession(current.id) : undefined;
      return session ? { session, reason: undefined } : { session: null, reason: "anonymous" };
    },
  };
});

let store: TestStore;
let sessions: typeof import("@/lib/auth/session-store");
let signIn: typeof import("@/lib/auth/mfa/sign-in");
let actions: typeof import("@/app/(auth)/login/enrol/actions");

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  signIn = await import("@/lib/auth/mfa/sign-in");
  actions = await import("@/app/(auth)/login/enrol/actions");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

async function enrolSession(email: string) {
  const { id } = await sessions.createSession({
    email,
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "a", refreshToken: "r", expiresIn: 3_600_000 },
    secondFactor: "enrol",
  });
  return id;
}

const row = async (id: string) =>
  (await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id)))[0];

/** Enrols a TOTP factor through the sign-in enrolment actions, as the session `current` names. */
async function enrolThroughActions(sessionId: string) {
  current.id = sessionId;
  const started = await actions.startTotp({});
  if (!started.ok) throw new Error("enrolment did not start");
  const app = new TOTP({ secret: Secret.fromBase32(started.data.secretBase32) });
  return actions.confirmTotp({ enrolmentId: started.data.enrolmentId, code: app.generate() });
}

describe(`first enrolment with two sign-ins open (${testStoreKind()})`, () => {
  it("the first enrolment ends the other session, which can then neither enrol nor go on", async () => {
    const email = "race@example.com";
    const early = await enrolSession(email);
    const enroller = await enrolSession(email);
    expect(await enrolThroughActions(enroller)).toMatchObject({ ok: true });
    expect((await row(enroller))?.secondFactor).toBe("verified");
    expect(await row(early)).toMatchObject({ revoked: true, revokedReason: "factor_changed" });
    current.id = early;
    expect(await actions.startTotp({})).toMatchObject({ ok: false, error: { kind: "unauthorized" } });
  });

  it("a session opened while the first enrolment finished must prove the factor instead of enrolling", async () => {
    const email = "late@example.com";
    const enroller = await enrolSession(email);
    expect(await enrolThroughActions(enroller)).toMatchObject({ ok: true });
    // Created with "enrol" after the other sessions were ended (its password check came first).
    const late = await enrolSession(email);
    current.id = late;
    expect(await actions.startTotp({})).toMatchObject({ ok: false, error: { kind: "unauthorized" } });
    expect(await signIn.owingSession("enrol")).toBeNull();
    expect((await signIn.owingSession("pending"))?.id).toBe(late);
    expect((await row(late))?.secondFactor).toBe("pending");
    expect((await row(late))?.revoked).toBe(false);
  });

  it("an operator without a factor still enrols", async () => {
    const first = await enrolSession("fresh@example.com");
    current.id = first;
    expect((await signIn.owingSession("enrol"))?.id).toBe(first);
  });
});
