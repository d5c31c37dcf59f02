import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Operator } from "@/lib/auth/session";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));

/** An export's "include full values": refused without a fresh step-up (403 step_up_required) or a reason. */

let store: TestStore;
let sessions: typeof import("@/lib/auth/session-store");
let fullValues: typeof import("./full-values");

async function opened(sessionId: string): Promise<Operator> {
  const loaded = await sessions.loadSession(sessionId);
  if (!loaded) throw new Error("no session");
  const operator: Operator = { sessionId, email: loaded.email, name: loaded.name, customerId: loaded.customerId };
  sessions.rememberOpened(operator, loaded);
  return operator;
}

async function pendingOperator(): Promise<Operator> {
  const session = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "access", refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "pending",
    userAgent: "test",
    clientAddress: "203.0.113.7",
  });
  return opened(session.id);
}

const params = (query: string) => new URLSearchParams(query);
const REASON = "Monthly reconciliation with the bank";

beforeAll(async () => {
  process.env.OPERATOR_MFA = "optional";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  fullValues = await import("./full-values");
}, 120_000);

afterAll(async () => {
  delete process.env.OPERATOR_MFA;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store.dispose();
});

describe(`full values in an export (${testStoreKind()})`, () => {
  it("masked is the default and needs nothing", async () => {
    const operator = await pendingOperator();
    expect(fullValues.readFullValuesChoice(operator, params("status=FAILED"))).toEqual({ full: false });
  });

  it("asked without a fresh step-up, is refused with 403 and kind step_up_required", async () => {
    const operator = await pendingOperator();
    const choice = fullValues.readFullValuesChoice(operator, params(`fullValues=1&reason=${REASON}`));
    expect(choice).toEqual({ refused: "step_up_required" });
    const response = fullValues.fullValuesRefusal("step_up_required");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { kind: "step_up_required" } });
  });

  it("after a step-up, needs a reason of 10 characters or more", async () => {
    const pending = await pendingOperator();
    await sessions.recordProof(pending.sessionId, "step-up");
    const operator = await opened(pending.sessionId);
    expect(fullValues.readFullValuesChoice(operator, params("fullValues=1&reason=short"))).toEqual({
      refused: "reason",
    });
    expect(fullValues.fullValuesRefusal("reason").status).toBe(400);
    expect(fullValues.readFullValuesChoice(operator, params(`fullValues=1&reason=${REASON}`))).toEqual({
      full: true,
      reason: REASON,
    });
  });
});
