import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeApiServer, json, startFakeApi } from "@/lib/api/fake-api-server";
import type { Operator } from "@/lib/auth/session";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));

/**
 * revealValue against a real store and an API on the wire: refused without a fresh step-up
 * (OPERATOR_MFA=optional), refused for another customer's record, and audited with the field
 * and the reason, never the value.
 */

const ACME_NUMBER = "0012345678";
const GLOBEX_NUMBER = "9988776655";
const ACME_DOCUMENT = "1020304050";
const REASON = "Customer called about a returned payout";

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let reveal: typeof import("./reveal");
let inbox: typeof import("@/lib/webhooks/inbox");

const envelope = (id: string, accountNumber: string) => ({
  id,
  event: "PAYOUT",
  action: "UPDATED",
  attempts: 1,
  data: { id: `p_${id}`, beneficiary: { type: "BANK", account: { accountNumber, bankCode: "1007" } } },
});

async function operatorFor(customerId: string, secondFactor: "none" | "pending"): Promise<Operator> {
  const session = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId,
    tokens: { accessToken: `access-${customerId}`, refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor,
    userAgent: "test",
    clientAddress: "203.0.113.7",
  });
  return opened(session.id, customerId);
}

/** The operator a request builds from the stored session, as lib/auth/session.ts does. */
async function opened(sessionId: string, customerId: string): Promise<Operator> {
  const loaded = await sessions.loadSession(sessionId);
  if (!loaded) throw new Error("no session");
  const operator: Operator = { sessionId, email: loaded.email, name: loaded.name, customerId };
  sessions.rememberOpened(operator, loaded);
  return operator;
}

const auditRows = () => store.db.select().from(auditLog).where(eq(auditLog.action, "value.reveal"));

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
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
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  reveal = await import("./reveal");
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
}, 120_000);

afterAll(async () => {
  delete process.env.OPERATOR_MFA;
  delete process.env.API_BASE_URL;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store.dispose();
  await api.close();
});

describe(`revealValue (${testStoreKind()})`, () => {
  it("is refused without a fresh step-up, and the refusal is audited without the value", async () => {
    const operator = await operatorFor("cus-acme", "pending");
    const result = await reveal.revealFor(operator, {
      recordType: "webhook_event",
      recordId: "evt_acme",
      field: "data.beneficiary.account.accountNumber",
      reason: REASON,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({ outcome: "failure", targetId: "evt_acme", customerId: "cus-acme" });
    expect(JSON.stringify(rows)).not.toContain(ACME_NUMBER);
  });

  it("after a step-up, gives the one value of the operator's own stored event and audits field and reason only", async () => {
    const operator = await operatorFor("cus-acme", "pending");
    await sessions.recordProof(operator.sessionId, "step-up");
    const fresh = await opened(operator.sessionId, "cus-acme");
    const result = await reveal.revealFor(fresh, {
      recordType: "webhook_event",
      recordId: "evt_acme",
      field: "data.beneficiary.account.accountNumber",
      reason: REASON,
    });
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

  it("refuses another customer's event, as if it did not exist", async () => {
    const operator = await operatorFor("cus-acme", "none");
    const result = await reveal.revealFor(operator, {
      recordType: "webhook_event",
      recordId: "evt_globex",
      field: "data.beneficiary.account.accountNumber",
      reason: REASON,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(JSON.stringify(result)).not.toContain(GLOBEX_NUMBER);
  });

  it("reads a payout again with the operator's own token: their own is revealed, another customer's is not", async () => {
    const acme = await operatorFor("cus-acme", "none");
    const own = await reveal.revealFor(acme, {
      recordType: "payout",
      recordId: "po_acme",
      field: "beneficiary.account.document.number",
      reason: REASON,
    });
    expect(own).toEqual({ ok: true, data: { field: "beneficiary.account.document.number", value: ACME_DOCUMENT } });
    const globex = await operatorFor("cus-globex", "none");
    const other = await reveal.revealFor(globex, {
      recordType: "payout",
      recordId: "po_acme",
      field: "beneficiary.account.document.number",
      reason: REASON,
    });
    expect(other).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(JSON.stringify(await auditRows())).not.toContain(ACME_DOCUMENT);
  });

  it("answers only fields the masking hides, and wants a reason of 10 characters or more", async () => {
    const operator = await operatorFor("cus-acme", "none");
    const plain = await reveal.revealFor(operator, {
      recordType: "payout",
      recordId: "po_acme",
      field: "beneficiary.account.bankCode",
      reason: REASON,
    });
    expect(plain).toMatchObject({ ok: false, error: { kind: "not_found" } });
    const short = await reveal.revealFor(operator, {
      recordType: "payout",
      recordId: "po_acme",
      field: "beneficiary.account.accountNumber",
      reason: "because",
    });
    expect(short).toMatchObject({
      ok: false,
      error: { kind: "validation", fieldErrors: { reason: expect.any(String) } },
    });
  });

  it("refuses an operator without a session", async () => {
    expect(await reveal.revealFor(null, {})).toMatchObject({ ok: false, error: { kind: "unauthorized" } });
  });
});
