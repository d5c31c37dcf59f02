import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { pipelineVariantOf } from "@/lib/pipeline/actions";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

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

/**
 * Reveal through its server action, on a real store, real sessions behind real cookies and an
 * API on the wire: a declared operation (lib/operations/reveal.ts) whose step-up the pipeline
 * applies. Refused without a fresh step-up (OPERATOR_MFA=optional), refused for another
 * customer's record, and audited with the field and the reason, never the value. A pending
 * change request's proposed value is revealed the same way, only to an operator the approvals
 * read rule lets see the request.
 */

const ACME_NUMBER = "0012345678";
const GLOBEX_NUMBER = "9988776655";
const ACME_DOCUMENT = "1020304050";
const PROPOSED_NUMBER = "55544433322";
const REASON = "Customer called about a returned payout";
/** Older than the step-up window (5 minutes). */
const STALE_MS = 6 * 60_000;
/** The permissions each token holds in the API (GET /backoffice/me). */
const PERMISSIONS: Record<string, string[]> = {
  "access-cus-acme": ["payouts:read", "accounts:read", "accounts:update", "webhooks:read"],
  "access-noread": ["payouts:read"],
  "access-cus-globex": ["payouts:read", "accounts:read"],
};

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let inbox: typeof import("@/lib/webhooks/inbox");
let revealValue: typeof import("./reveal-action").revealValue;
let heldId: string;

const envelope = (id: string, accountNumber: string) => ({
  id,
  event: "PAYOUT",
  action: "UPDATED",
  attempts: 1,
  data: { id: `p_${id}`, beneficiary: { type: "BANK", account: { accountNumber, bankCode: "1007" } } },
});

/** A signed-in operator's cookie; with a step-up proof `proofAgoMs` ago (stale: none fresh). */
async function signIn(customerId: string, proofAgoMs: number, token = `access-${customerId}`): Promise<string> {
  const email = token === "access-noread" ? "viewer@example.com" : "ops@example.com";
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId,
    tokens: { accessToken: token, refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "none",
    userAgent: "test",
    clientAddress: "203.0.113.7",
  });
  await sessions.recordProof(id, "step-up", Date.now() - proofAgoMs);
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

function as<T>(cookie: string, run: () => Promise<T>): Promise<T> {
  request.cookie = cookie;
  return run();
}

const auditRows = () => store.db.select().from(auditLog).where(eq(auditLog.action, "value.reveal"));

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, {
        email: "ops@example.com",
        customer: { id: token === "access-cus-globex" ? "cus-globex" : "cus-acme" },
        permissions: PERMISSIONS[token] ?? [],
      });
    // The API answers each token with its own customer's payouts only.
    const acme = req.headers.authorization === "Bearer access-cus-acme";
    const url = new URL(req.path, "http://api");
    const wanted = url.searchParams.get("id");
    const payout = {
      id: "po_acme",
      amount: 1000,
      currency: "COP",
      status: "COMPLETED",
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
      beneficiary: {
        type: "BANK",
        account: {
          firstName: "Ana",
          lastName: "Gómez",
          accountNumber: ACME_NUMBER,
          bankCode: "1007",
          type: "savings",
          countryCode: "CO",
          document: { type: "NUIP", number: ACME_DOCUMENT, issuedCountryCode: "CO" },
        },
      },
    };
    json(res, 200, { payouts: acme && wanted === "po_acme" ? [payout] : [], totalPage: 0 });
  });
  process.env.OPERATOR_MFA = "optional";
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "all";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  revealValue = (await import("./reveal-action")).revealValue;
  inbox = await import("@/lib/webhooks/inbox");
  for (const [customerId, id, number] of [
    ["cus-acme", "evt_acme", ACME_NUMBER],
    ["cus-globex", "evt_globex", GLOBEX_NUMBER],
  ] as const) {
    const payload = envelope(id, number);
    await inbox.storeDelivery({
      customerId,
      id,
      event: "PAYOUT",
      action: "UPDATED",
      recordId: payload.data.id,
      attempts: 1,
      rawBody: JSON.stringify(payload),
    });
  }
  // An account edit waiting for approval, its input stored as the pipeline stores it.
  const { insertChangeRequest } = await import("@/lib/db/queries/change-requests");
  const held = await insertChangeRequest(
    { customerId: "cus-acme" },
    {
      id: "cr-account-edit",
      operation: "account_edit",
      operationName: "account.update",
      input: { id: "acc-1", input: { type: "PSE", data: { accountNumber: PROPOSED_NUMBER, bankCode: "1007" } } },
      inputSha256: "sha-cr-account-edit",
      targetType: "account",
      targetId: "acc-1",
      diff: [{ field: "accountData", before: null, after: { accountNumber: "•••• 3322", bankCode: "1007" } }],
      makerEmail: "maker@example.com",
      reason: "The holder changed banks",
      requiredApprovals: 1,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  );
  heldId = held.id;
}, 120_000);

afterAll(async () => {
  delete process.env.OPERATOR_MFA;
  delete process.env.API_BASE_URL;
  delete process.env.API_EXTENSIONS;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store.dispose();
  await api.close();
});

const onEvent = { recordType: "webhook_event", recordId: "evt_acme", field: "data.beneficiary.account.accountNumber" };

describe(`revealValue (${testStoreKind()})`, () => {
  it("is a declared operation the pipeline steps up", async () => {
    const { revealValueOperation } = await import("@/lib/operations/reveal");
    expect(revealValueOperation.stepUp).toBe(true);
    expect(pipelineVariantOf(revealValue)).toEqual({ variant: "operation", name: "value.reveal" });
  });

  it("is refused without a fresh step-up, and the refusal is audited without the value", async () => {
    const cookie = await signIn("cus-acme", STALE_MS);
    const result = await as(cookie, () => revealValue({ ...onEvent, reason: REASON }));
    expect(result).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({
      outcome: "failure",
      errorCode: "DASHBOARD.STEP_UP_REQUIRED",
      targetType: "webhook_event",
      targetId: "evt_acme",
      customerId: "cus-acme",
    });
    expect(JSON.stringify(rows)).not.toContain(ACME_NUMBER);
  });

  it("after a step-up, gives the one value of the operator's own stored event and audits field and reason only", async () => {
    const cookie = await signIn("cus-acme", 0);
    const result = await as(cookie, () => revealValue({ ...onEvent, reason: REASON }));
    expect(result).toEqual({ ok: true, data: { field: "data.beneficiary.account.accountNumber", value: ACME_NUMBER } });
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({
      action: "value.reveal",
      outcome: "success",
      targetType: "webhook_event",
      targetId: "evt_acme",
      after: { field: "data.beneficiary.account.accountNumber", reason: REASON },
    });
    expect(JSON.stringify(entry)).not.toContain(ACME_NUMBER);
  });

  it("refuses an event of the operator's own customer to an operator who may not read webhooks", async () => {
    // The inbox is the dashboard's own store: the API cannot refuse this read, so the dashboard does.
    const cookie = await signIn("cus-acme", 0, "access-noread");
    const result = await as(cookie, () => revealValue({ ...onEvent, reason: REASON }));
    expect(result).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(JSON.stringify(result)).not.toContain(ACME_NUMBER);
  });

  it("refuses another customer's event, as if it did not exist", async () => {
    const cookie = await signIn("cus-acme", 0);
    const result = await as(cookie, () => revealValue({ ...onEvent, recordId: "evt_globex", reason: REASON }));
    expect(result).toMatchObject({ ok: false, error: { kind: "not_found", message: "This value cannot be revealed" } });
    expect(JSON.stringify(result)).not.toContain(GLOBEX_NUMBER);
    expect((await auditRows()).at(-1)).toMatchObject({ outcome: "failure", errorCode: "DASHBOARD.NOT_FOUND" });
  });

  it("reads a payout again with the operator's own token: their own is revealed, another customer's is not", async () => {
    const onPayout = { recordType: "payout", recordId: "po_acme", field: "beneficiary.account.document.number" };
    const own = await as(await signIn("cus-acme", 0), () => revealValue({ ...onPayout, reason: REASON }));
    expect(own).toEqual({ ok: true, data: { field: "beneficiary.account.document.number", value: ACME_DOCUMENT } });
    const other = await as(await signIn("cus-globex", 0), () => revealValue({ ...onPayout, reason: REASON }));
    expect(other).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(JSON.stringify(await auditRows())).not.toContain(ACME_DOCUMENT);
  });

  it("answers only fields the masking hides, and wants a reason of 10 characters or more", async () => {
    const cookie = await signIn("cus-acme", 0);
    const onPayout = { recordType: "payout", recordId: "po_acme" };
    const plain = await as(cookie, () =>
      revealValue({ ...onPayout, field: "beneficiary.account.bankCode", reason: REASON }),
    );
    expect(plain).toMatchObject({ ok: false, error: { kind: "not_found" } });
    const short = await as(cookie, () =>
      revealValue({ ...onPayout, field: "beneficiary.account.accountNumber", reason: "because" }),
    );
    expect(short).toMatchObject({
      ok: false,
      error: { kind: "validation", fieldErrors: { reason: expect.any(String) } },
    });
  });

  it("refuses an operator without a session", async () => {
    expect(await as("", () => revealValue({ ...onEvent, reason: REASON }))).toMatchObject({
      ok: false,
      error: { kind: "unauthorized" },
    });
  });
});

describe(`revealValue of a pending change request's proposed value (${testStoreKind()})`, () => {
  const onRequest = () => ({ recordType: "change_request", recordId: heldId, field: "input.data.accountNumber" });

  it("gives an approver who may read the request the proposed account number, audited without it", async () => {
    const cookie = await signIn("cus-acme", 0);
    const result = await as(cookie, () => revealValue({ ...onRequest(), reason: REASON }));
    expect(result).toEqual({ ok: true, data: { field: "input.data.accountNumber", value: PROPOSED_NUMBER } });
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({
      action: "value.reveal",
      outcome: "success",
      customerId: "cus-acme",
      targetType: "change_request",
      targetId: heldId,
      after: { field: "input.data.accountNumber", reason: REASON },
    });
    const everything = await store.db.select().from(auditLog);
    expect(JSON.stringify(everything)).not.toContain(PROPOSED_NUMBER);
  });

  it("needs a fresh step-up and a reason, as a record's Reveal does", async () => {
    const stale = await as(await signIn("cus-acme", STALE_MS), () => revealValue({ ...onRequest(), reason: REASON }));
    expect(stale).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
    const short = await as(await signIn("cus-acme", 0), () => revealValue({ ...onRequest(), reason: "why" }));
    expect(short).toMatchObject({ ok: false, error: { kind: "validation" } });
    expect(JSON.stringify([stale, short])).not.toContain(PROPOSED_NUMBER);
  });

  it("refuses an operator who may not see the request (no accounts:read) and another customer's operator", async () => {
    const viewer = await signIn("cus-acme", 0, "access-noread");
    const hidden = await as(viewer, () => revealValue({ ...onRequest(), reason: REASON }));
    expect(hidden).toMatchObject({ ok: false, error: { kind: "not_found" } });
    const globex = await as(await signIn("cus-globex", 0), () => revealValue({ ...onRequest(), reason: REASON }));
    expect(globex).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(JSON.stringify([hidden, globex])).not.toContain(PROPOSED_NUMBER);
  });

  it("the approvals screen is handed the proposal's masked values only for requests the viewer may see", async () => {
    const { proposedValues } = await import("@/lib/approvals/proposed-values");
    const { listChangeRequests } = await import("@/lib/approvals/views");
    const pending = await listChangeRequests({ customerId: "cus-acme" }, "pending");
    const viewerOf = (sessionId: string, email: string) => ({ sessionId, customerId: "cus-acme", email });
    const reviewer = await sessions.createSession({
      email: "ops@example.com",
      name: "Ops",
      customerId: "cus-acme",
      tokens: { accessToken: "access-cus-acme", refreshToken: "r", expiresIn: 3_600_000 },
      secondFactor: "none",
    });
    const noRead = await sessions.createSession({
      email: "viewer@example.com",
      name: "Viewer",
      customerId: "cus-acme",
      tokens: { accessToken: "access-noread", refreshToken: "r", expiresIn: 3_600_000 },
      secondFactor: "none",
    });
    const shown = await proposedValues(viewerOf(reviewer.id, "ops@example.com"), pending);
    expect(shown).toEqual({ [heldId]: [{ path: "input.data.accountNumber", masked: expect.stringMatching(/3322$/) }] });
    expect(JSON.stringify(shown)).not.toContain(PROPOSED_NUMBER);
    expect(await proposedValues(viewerOf(noRead.id, "viewer@example.com"), pending)).toEqual({});
  });
});
