import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_CHANGED_CODE } from "@/lib/accounts/review-rules";
import { accountRecord, pseData } from "@/lib/contract/__tests__/event-payloads";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * Compliance decisions through the real server action, the real store and a real HTTP stand-in
 * for the API (issue 30): a rejection needs a chosen reason and at least ten characters; a
 * decision on an account that changed since the reviewer saw it is refused and sends nothing;
 * a decision the API accepted is kept with its reason in the account's history; a held decision
 * approved later records the request it carried out. Only Next's request scope is faked.
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
  headers: async () => new Headers({ host: "127.0.0.1:3000", "x-forwarded-for": "127.0.0.1" }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const ACCOUNT_PATH = `/api/v2/accounts/${accountRecord.id}`;
const SEEN_AT = "2026-01-05T10:00:00.000Z";
const ACME = { customerId: "cus-acme" };

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let account: Record<string, unknown>;

async function signIn(email: string): Promise<string> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId: ACME.customerId,
    tokens: { accessToken: `access-${email}`, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  await sessions.recordProof(id, "step-up", Date.now());
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

const reviewsSent = () => api.requests.filter((r) => r.method === "POST" && r.path === `${ACCOUNT_PATH}/review`);

async function setReviewPolicy(enabled: boolean) {
  const { savePolicy } = await import("@/lib/approvals/policy");
  await savePolicy(
    ACME,
    { operation: "account_review", enabled, thresholdCop: null, approversRequired: 1, ttlMinutes: 60 },
    "test",
  );
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: "x", customer: { id: ACME.customerId }, permissions: ["accounts:review"] });
    if (req.method === "GET" && req.path === ACCOUNT_PATH) return json(res, 200, account);
    if (req.method === "POST" && req.path === `${ACCOUNT_PATH}/review`) {
      const body = JSON.parse(req.body) as { decision: string };
      account = { ...account, status: body.decision === "APPROVE" ? "ACTIVE" : "REJECTED" };
      return json(res, 200, account);
    }
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  resetEnvForTests();
});

beforeEach(async () => {
  api.requests.length = 0;
  account = { ...accountRecord, status: "PENDING", updatedAt: SEEN_AT, data: { ...pseData } };
  await setReviewPolicy(false);
});

describe(`compliance decisions (${testStoreKind()})`, () => {
  it("refuses a rejection without a chosen reason or with fewer than ten characters, and sends nothing", async () => {
    const { decideAccount } = await import("./review-actions");
    request.cookie = await signIn("reviewer@acme.example");
    const short = await decideAccount({
      id: accountRecord.id,
      input: { decision: "REJECT", reason: "ok" },
      reasonCode: "other",
    });
    expect(short).toMatchObject({
      ok: false,
      error: { kind: "validation", fieldErrors: { reason: expect.any(String) } },
    });
    const uncoded = await decideAccount({
      id: accountRecord.id,
      input: { decision: "REJECT", reason: "The holder's name does not match" },
    });
    expect(uncoded).toMatchObject({ ok: false, error: { fieldErrors: { reasonCode: expect.any(String) } } });
    const unknownCode = await decideAccount({
      id: accountRecord.id,
      input: { decision: "REJECT", reason: "The holder's name does not match" },
      reasonCode: "because",
    });
    expect(unknownCode).toMatchObject({ ok: false, error: { kind: "validation" } });
    expect(reviewsSent()).toEqual([]);
  });

  it("keeps an accepted rejection with its reason and code in the account's history", async () => {
    const { decideAccount } = await import("./review-actions");
    const { reviewHistory } = await import("@/lib/db/queries/account-reviews");
    request.cookie = await signIn("reviewer@acme.example");
    const reason = "Holder name does not match the identity document";
    const result = await decideAccount({
      id: accountRecord.id,
      input: { decision: "REJECT", reason },
      reasonCode: "name_mismatch",
      seen: { updatedAt: SEEN_AT },
    });
    expect(result).toMatchObject({ ok: true, data: { account: { status: "REJECTED" } } });
    expect(reviewsSent()).toHaveLength(1);
    const history = await reviewHistory(ACME, accountRecord.id);
    expect(history[0]).toMatchObject({
      decision: "REJECT",
      reasonCode: "name_mismatch",
      reason,
      operatorEmail: "reviewer@acme.example",
      changeRequestId: null,
    });
    // Another customer's history does not hold it.
    expect(await reviewHistory({ customerId: "cus-other" }, accountRecord.id)).toEqual([]);
  });

  it("refuses a decision on an account decided or changed since it was seen, and sends nothing", async () => {
    const { decideAccount } = await import("./review-actions");
    request.cookie = await signIn("reviewer@acme.example");
    account = { ...account, status: "ACTIVE" };
    const decided = await decideAccount({
      id: accountRecord.id,
      input: { decision: "APPROVE" },
      seen: { updatedAt: SEEN_AT },
    });
    expect(decided).toMatchObject({ ok: false, error: { code: ACCOUNT_CHANGED_CODE } });
    account = { ...account, status: "PENDING", updatedAt: "2026-01-05T10:05:00.000Z" };
    const edited = await decideAccount({
      id: accountRecord.id,
      input: { decision: "APPROVE" },
      seen: { updatedAt: SEEN_AT },
    });
    expect(edited).toMatchObject({ ok: false, error: { code: ACCOUNT_CHANGED_CODE } });
    expect(reviewsSent()).toEqual([]);
  });

  it("a held decision approved later records the approver and the request it carried out", async () => {
    const { decideAccount } = await import("./review-actions");
    const { approveRequest } = await import("@/app/(admin)/approvals/actions");
    const { reviewHistory } = await import("@/lib/db/queries/account-reviews");
    await setReviewPolicy(true);
    request.cookie = await signIn("maker@acme.example");
    const held = await decideAccount({
      id: accountRecord.id,
      input: { decision: "APPROVE" },
      seen: { updatedAt: SEEN_AT },
      makerReason: "Documents checked against the registry",
    });
    if (held.ok !== "held") throw new Error(`not held: ${JSON.stringify(held)}`);
    expect(reviewsSent()).toEqual([]);
    request.cookie = await signIn("checker@acme.example");
    const approved = await approveRequest({ id: held.approval.changeRequestId });
    expect(approved).toMatchObject({ ok: true, data: { outcome: "executed" } });
    expect(reviewsSent()).toHaveLength(1);
    const [entry] = await reviewHistory(ACME, accountRecord.id);
    expect(entry).toMatchObject({
      decision: "APPROVE",
      operatorEmail: "checker@acme.example",
      changeRequestId: held.approval.changeRequestId,
    });
  });
});
