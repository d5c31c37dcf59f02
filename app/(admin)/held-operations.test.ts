import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accountRecord, pseData } from "@/lib/contract/__tests__/event-payloads";
import { setStoreForTests } from "@/lib/db";
import { changeRequests } from "@/lib/db/approvals-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { INPUT_INVALID_MESSAGE } from "@/lib/operations/registry";
import { sha256Of } from "@/lib/shared/canonical-json";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * Holdable operations posted directly, with real sessions in the real store behind real cookies
 * and a real HTTP API stand-in: a held change stores the operation's parsed input and sends
 * nothing; approved, it runs through the same operation (its schema parses the input again);
 * what reaches the browser or the stored result is masked. Only Next's request scope is faked.
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
const NEW_NUMBER = "99999999999";
const OLD_NUMBER = pseData.accountNumber;
const STALE_MS = 6 * 60_000;
/** Why the maker asks: every held change needs one (lib/approvals/maker-reason.ts). */
const WHY = "The holder sent a new bank statement";
const PERMISSIONS = ["webhooks:write", "accounts:update", "accounts:review"];

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let account: Record<string, unknown>;

async function signIn(email: string, proofAgoMs = 0): Promise<{ sid: string; cookie: string }> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId: "cus-acme",
    tokens: { accessToken: `access-${email}`, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  await sessions.recordProof(id, "step-up", Date.now() - proofAgoMs);
  const cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return { sid: id, cookie };
}

/** What changed the API: every request but the reads. */
const changesSent = () => api.requests.filter((r) => r.method !== "GET");

async function setPolicy(operation: "webhook" | "account_edit" | "account_review", enabled: boolean) {
  const { savePolicy } = await import("@/lib/approvals/policy");
  await savePolicy(
    { customerId: "cus-acme" },
    { operation, enabled, thresholdCop: null, approversRequired: 1, ttlMinutes: 60 },
    "test",
  );
}

async function requestRow(id: string) {
  const [row] = await store.db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.customerId, "cus-acme"), eq(changeRequests.id, id)));
  return row;
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: "x", customer: { id: "cus-acme" }, permissions: PERMISSIONS });
    if (req.method === "GET" && req.path === ACCOUNT_PATH) return json(res, 200, account);
    if (req.method === "PATCH" && req.path === ACCOUNT_PATH) {
      const body = JSON.parse(req.body) as { data: Record<string, unknown> };
      account = { ...account, data: body.data };
      return json(res, 200, account);
    }
    if (req.method === "POST" && req.path === `${ACCOUNT_PATH}/review`)
      return json(res, 200, { ...account, status: "APPROVED" });
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  process.env.OPERATOR_MFA = "optional";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  delete process.env.OPERATOR_MFA;
  resetEnvForTests();
});

beforeEach(async () => {
  api.requests.length = 0;
  account = { ...accountRecord, status: "PENDING", data: { ...pseData } };
  for (const op of ["webhook", "account_edit", "account_review"] as const) await setPolicy(op, false);
});

describe(`held operations (${testStoreKind()})`, () => {
  it("under the webhook policy, Receive here and Delete become change requests and change nothing in the API", async () => {
    const { receiveHere, deleteWebhook } = await import("@/app/(admin)/webhooks/actions");
    await setPolicy("webhook", true);
    request.cookie = (await signIn("maker@acme.example")).cookie;

    const received = await receiveHere({ id: "wh_1", makerReason: WHY });
    const deleted = await deleteWebhook({ id: "wh_1", makerReason: WHY });
    expect(received).toMatchObject({ ok: "held", message: expect.stringContaining("Submitted for approval") });
    expect(deleted).toMatchObject({ ok: "held" });
    expect(changesSent()).toEqual([]);
    if (received.ok !== "held" || deleted.ok !== "held") throw new Error("not held");
    expect(await requestRow(received.approval.changeRequestId)).toMatchObject({
      operation: "webhook",
      operationName: "webhook.receiveHere",
      input: { id: "wh_1" },
      status: "pending",
    });
    expect(await requestRow(deleted.approval.changeRequestId)).toMatchObject({
      operationName: "webhook.delete",
      input: { id: "wh_1" },
    });
  });

  it("a held change without the maker's reason is refused: nothing stored, nothing sent", async () => {
    const { receiveHere } = await import("@/app/(admin)/webhooks/actions");
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    await setPolicy("webhook", true);
    await setPolicy("account_edit", true);
    request.cookie = (await signIn("hasty@acme.example")).cookie;
    const countRequests = async () =>
      (await store.db.select().from(changeRequests).where(eq(changeRequests.makerEmail, "hasty@acme.example"))).length;

    for (const makerReason of [undefined, "", "because"]) {
      const refused = await receiveHere({ id: "wh_1", ...(makerReason === undefined ? {} : { makerReason }) });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          kind: "validation",
          fieldErrors: { makerReason: "Say why this change is needed (10 characters or more)" },
        },
      });
    }
    const account = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: NEW_NUMBER } },
    });
    expect(account).toMatchObject({ ok: false, error: { fieldErrors: { makerReason: expect.any(String) } } });
    expect(await countRequests()).toBe(0);
    expect(changesSent()).toEqual([]);
  });

  it("a held change keeps the maker's reason, trimmed, and the approvals queue shows it; sent directly, the reason is ignored", async () => {
    const { receiveHere } = await import("@/app/(admin)/webhooks/actions");
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    const { listChangeRequests } = await import("@/lib/approvals/views");
    await setPolicy("webhook", true);
    request.cookie = (await signIn("careful@acme.example")).cookie;
    const held = await receiveHere({ id: "wh_1", makerReason: `  ${WHY}\n<b>not markup</b>  ` });
    if (held.ok !== "held") throw new Error(`not held: ${JSON.stringify(held)}`);
    expect((await requestRow(held.approval.changeRequestId))?.reason).toBe(`${WHY}\n<b>not markup</b>`);
    const queue = await listChangeRequests({ customerId: "cus-acme" }, "pending");
    expect(queue.find((r) => r.id === held.approval.changeRequestId)).toMatchObject({
      makerEmail: "careful@acme.example",
      reason: `${WHY}\n<b>not markup</b>`,
    });
    expect(changesSent()).toEqual([]);

    // The account-data policy is off: the edit is sent now, the reason (even a short one) left aside.
    const direct = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: NEW_NUMBER } },
      makerReason: "short",
    });
    expect(direct, JSON.stringify(direct)).toMatchObject({ ok: true });
    expect(changesSent().filter((r) => r.method === "PATCH")).toHaveLength(1);
  });

  it("an account number change without a fresh proof is refused and sends nothing", async () => {
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    request.cookie = (await signIn("stale@acme.example", STALE_MS)).cookie;
    const refused = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: NEW_NUMBER } },
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
    expect(changesSent()).toEqual([]);
    expect(account.data).toMatchObject({ accountNumber: OLD_NUMBER });
  });

  it("held under the account-data policy, approved by another operator through the operation's own parse, the stored result masked", async () => {
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    const { approveRequest } = await import("@/app/(admin)/approvals/actions");
    await setPolicy("account_edit", true);
    request.cookie = (await signIn("maker@acme.example")).cookie;
    const held = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: NEW_NUMBER } },
      makerReason: WHY,
    });
    expect(held).toMatchObject({ ok: "held" });
    expect(changesSent()).toEqual([]);
    if (held.ok !== "held") throw new Error("not held");
    const id = held.approval.changeRequestId;
    const row = await requestRow(id);
    // The input is what will run; what operators are shown (the diff) is masked.
    expect(row?.input).toMatchObject({ input: { data: { accountNumber: NEW_NUMBER } } });
    expect(JSON.stringify(row?.diff)).not.toContain(NEW_NUMBER);

    const checker = await signIn("checker@acme.example");
    request.cookie = checker.cookie;
    const approved = await approveRequest({ id });
    expect(approved, JSON.stringify(approved)).toMatchObject({ ok: true, data: { outcome: "executed" } });
    const patches = changesSent().filter((r) => r.method === "PATCH");
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]?.body ?? "{}")).toMatchObject({ type: "PSE", data: { accountNumber: NEW_NUMBER } });
    const done = await requestRow(id);
    expect(JSON.stringify(done?.result)).not.toContain(NEW_NUMBER);
    expect(JSON.stringify(approved)).not.toContain(NEW_NUMBER);
  });

  it("a new account or document number whose mask equals the old one's is still a change, so it is held", async () => {
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    await setPolicy("account_edit", true);
    request.cookie = (await signIn("maker@acme.example")).cookie;
    // Same last four digits, and a document number with the same first and last two characters:
    // masked, each reads exactly as the stored one does.
    const lookalikeNumber = `55555${OLD_NUMBER.slice(-5)}`;
    const document = pseData.document;
    const lookalikeDocument = `${document.number.slice(0, 2)}000${document.number.slice(-2)}`;
    const number = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: lookalikeNumber } },
      makerReason: WHY,
    });
    const doc = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, document: { ...document, number: lookalikeDocument } } },
      makerReason: WHY,
    });
    expect(number).toMatchObject({ ok: "held" });
    expect(doc).toMatchObject({ ok: "held" });
    expect(changesSent()).toEqual([]);
    expect(account.data).toMatchObject({ accountNumber: OLD_NUMBER, document: { number: document.number } });
  });

  it("the same account data sent again is not a change: it is not held", async () => {
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    await setPolicy("account_edit", true);
    request.cookie = (await signIn("maker@acme.example")).cookie;
    const same = await saveAccount({ id: accountRecord.id, input: { type: "PSE", data: { ...pseData } } });
    expect(same).toMatchObject({ ok: true });
  });

  it("a stored input that no longer passes the operation's schema is refused, not sent", async () => {
    const { saveAccount } = await import("@/app/(admin)/accounts/actions");
    const { approveRequest } = await import("@/app/(admin)/approvals/actions");
    await setPolicy("account_edit", true);
    request.cookie = (await signIn("maker@acme.example")).cookie;
    const held = await saveAccount({
      id: accountRecord.id,
      input: { type: "PSE", data: { ...pseData, accountNumber: NEW_NUMBER } },
      makerReason: WHY,
    });
    if (held.ok !== "held") throw new Error("not held");
    const id = held.approval.changeRequestId;
    // Stored rows outlive schemas: this one (hash kept consistent) no longer parses.
    const invalid = { id: accountRecord.id, input: { type: "PSE", data: { ...pseData, accountNumber: "12-34" } } };
    await store.db
      .update(changeRequests)
      .set({ input: invalid, inputSha256: sha256Of(invalid) })
      .where(eq(changeRequests.id, id));

    const checker = await signIn("checker2@acme.example");
    request.cookie = checker.cookie;
    const outcome = await approveRequest({ id });
    expect(outcome).toMatchObject({ ok: true, data: { outcome: "failed" } });
    expect(changesSent()).toEqual([]);
    // Refused before its base is read or its run called, whichever comes first for the operation.
    expect((await requestRow(id))?.result).toMatchObject({ error: { message: INPUT_INVALID_MESSAGE } });
  });

  it("decideAccount answers the account masked", async () => {
    const { decideAccount } = await import("@/app/(admin)/accounts/review-actions");
    request.cookie = (await signIn("reviewer@acme.example")).cookie;
    const result = await decideAccount({ id: accountRecord.id, input: { decision: "APPROVE" } });
    expect(result).toMatchObject({ ok: true, data: { account: { status: "APPROVED" } } });
    expect(JSON.stringify(result)).not.toContain(OLD_NUMBER);
    expect(JSON.stringify(result)).not.toContain(pseData.document.number);
  });
});
