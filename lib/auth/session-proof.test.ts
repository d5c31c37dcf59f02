import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import type { SecondFactorState } from "./mfa/policy";
import type { Operator } from "./session";

vi.mock("server-only", () => ({}));

/**
 * What a session owes and proves after the password: the second-factor state decided at
 * sign-in, the step-up window, and the idle limit (SESSION_IDLE_MINUTES), against a real store.
 */

let store: TestStore;
let sessions: typeof import("./session-store");
let stepUp: typeof import("./step-up");

async function newSession(secondFactor: SecondFactorState): Promise<string> {
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 3_600_000 };
  const session = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens,
    secondFactor,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
    clientAddress: "203.0.113.7",
  });
  return session.id;
}

/** The operator object a request builds, with its opened session remembered (lib/auth/session.ts). */
async function operatorOf(id: string): Promise<Operator> {
  const session = await sessions.loadSession(id);
  if (!session) throw new Error("no session");
  const operator: Operator = {
    sessionId: id,
    email: session.email,
    name: session.name,
    customerId: session.customerId,
  };
  sessions.rememberOpened(operator, session);
  return operator;
}

const row = async (id: string) =>
  (await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id)))[0];

beforeAll(async () => {
  process.env.OPERATOR_MFA = "optional";
  process.env.SESSION_IDLE_MINUTES = "30";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("./session-store");
  stepUp = await import("./step-up");
}, 120_000);
afterAll(async () => {
  delete process.env.OPERATOR_MFA;
  delete process.env.SESSION_IDLE_MINUTES;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store.dispose();
});
afterEach(() => vi.useRealTimers());

describe(`second factor and step-up on a session (${testStoreKind()})`, () => {
  it("records the device and address given at sign-in, and the sign-in as the last activity", async () => {
    const id = await newSession("none");
    const stored = await row(id);
    expect(stored?.userAgent).toContain("Chrome/156");
    expect(stored?.clientAddress).toBe("203.0.113.7");
    expect(stored?.lastSeenAt?.getTime()).toBe(stored?.createdAt.getTime());
  });

  it("a password-only sign-in (nothing owed) counts as a fresh proof for five minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = await newSession("none");
    expect(stepUp.hasFreshStepUp(await operatorOf(id))).toBe(true);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    const later = await operatorOf(id);
    expect(stepUp.hasFreshStepUp(later)).toBe(false);
    expect(() => stepUp.requireStepUp(later)).toThrow(stepUp.StepUpRequiredError);
  });

  it("a session owing its factor has no proof until the factor is recorded, then a fresh one", async () => {
    const id = await newSession("pending");
    expect((await sessions.loadSession(id))?.secondFactor).toBe("pending");
    expect(stepUp.hasFreshStepUp(await operatorOf(id))).toBe(false);
    await sessions.recordProof(id, "factor");
    const session = await sessions.loadSession(id);
    expect(session?.secondFactor).toBe("verified");
    expect((await row(id))?.factorVerifiedAt).toBeInstanceOf(Date);
    expect(stepUp.hasFreshStepUp(await operatorOf(id))).toBe(true);
  });

  it("a step-up proof renews the window without changing the second-factor state", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = await newSession("none");
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(stepUp.hasFreshStepUp(await operatorOf(id))).toBe(false);
    await sessions.recordProof(id, "step-up");
    expect(stepUp.hasFreshStepUp(await operatorOf(id))).toBe(true);
    expect((await sessions.loadSession(id))?.secondFactor).toBe("none");
  });

  it("a revoked session cannot record a proof", async () => {
    const id = await newSession("pending");
    await sessions.revokeSession(id, "test");
    await sessions.recordProof(id, "factor");
    expect((await row(id))?.secondFactor).toBe("pending");
  });
});

describe(`idle timeout (${testStoreKind()})`, () => {
  it("ends a session with no activity for SESSION_IDLE_MINUTES, and keeps the row with the reason", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = await newSession("none");
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect(await sessions.loadSession(id)).toBeDefined();
    vi.setSystemTime(Date.now() + 60_000 + 1);
    expect(await sessions.loadSession(id)).toBeUndefined();
    expect(await row(id)).toMatchObject({ revoked: true, revokedReason: "idle", accessTokenEnc: null });
  });

  it("activity moves the limit: touched after 20 minutes, the session lives past 30", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = await newSession("none");
    const start = Date.now();
    vi.setSystemTime(start + 20 * 60_000);
    const session = await sessions.loadSession(id);
    if (!session) throw new Error("no session");
    await sessions.touchSession(session);
    vi.setSystemTime(start + 45 * 60_000);
    expect(await sessions.loadSession(id)).toBeDefined();
  });

  it("writes activity at most once per interval", async () => {
    const id = await newSession("none");
    const session = await sessions.loadSession(id);
    if (!session) throw new Error("no session");
    const before = (await row(id))?.lastSeenAt?.getTime();
    await sessions.touchSession(session, session.lastSeenAt.getTime() + 1_000);
    expect((await row(id))?.lastSeenAt?.getTime()).toBe(before);
  });

  it("a shortened setting ends sessions sooner, and a steady pace of requests keeps one alive", async () => {
    process.env.SESSION_IDLE_MINUTES = "0.5";
    resetEnvForTests();
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const idle = await newSession("none");
      const busy = await newSession("none");
      const start = Date.now();
      // A request every 10 s for a minute: each touch lands within the 30 s limit.
      for (let t = 10_000; t <= 60_000; t += 10_000) {
        vi.setSystemTime(start + t);
        const session = await sessions.loadSession(busy);
        expect(session, `at ${t} ms`).toBeDefined();
        if (session) await sessions.touchSession(session);
      }
      expect(await sessions.loadSession(idle)).toBeUndefined();
    } finally {
      process.env.SESSION_IDLE_MINUTES = "30";
      resetEnvForTests();
    }
  });
});
