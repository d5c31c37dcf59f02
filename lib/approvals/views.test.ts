import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { changeRequests } from "@/lib/db/approvals-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * What /approvals, its stream and a decision's answer are given of a change request passes the
 * masking, whatever the row holds: a request decided before results were stored masked (migration
 * 0004 closed only the waiting ones) keeps the API's whole answer in the store, and must still
 * not reach a browser with a full account or document number, or a webhook's secret.
 */

const ACCOUNT_NUMBER = "0012345678";
const DOCUMENT_NUMBER = "1020304050";
const CIC = "123456789";
const SECRET = "whsec_old_release_kept_this";

let store: TestStore;
const acme = { customerId: "cus-acme" };

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  const { insertChangeRequest } = await import("@/lib/db/queries/change-requests");
  await insertChangeRequest(acme, {
    id: "cr-old-review",
    operation: "account_review",
    operationName: "account.review",
    input: { id: "acc-1", input: { decision: "APPROVE" } },
    inputSha256: "sha-old",
    targetType: "account",
    targetId: "acc-1",
    // As an older release stored them: the diff and the API's answer whole.
    diff: [{ field: "accountNumber", before: null, after: ACCOUNT_NUMBER }],
    makerEmail: "maker@example.com",
    reason: "Documents checked",
    requiredApprovals: 1,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await store.db
    .update(changeRequests)
    .set({
      status: "executed",
      decidedAt: new Date(),
      result: {
        id: "acc-1",
        status: "APPROVED",
        type: "PSE",
        data: {
          accountNumber: ACCOUNT_NUMBER,
          bankCode: "1007",
          document: { type: "INE", number: DOCUMENT_NUMBER, issuedCountryCode: "MX", cic: CIC },
        },
        webhook: { url: "https://example.com/hook", secret: SECRET },
      },
    })
    .where(eq(changeRequests.id, "cr-old-review"));
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

describe(`change request views (${testStoreKind()})`, () => {
  it("mask an old row's stored result and diff, and drop its credentials, keeping the rest", async () => {
    const { listChangeRequests } = await import("./views");
    const [view] = await listChangeRequests(acme, "decided");
    if (!view) throw new Error("the decided request is missing");
    const text = JSON.stringify(view);
    for (const whole of [ACCOUNT_NUMBER, DOCUMENT_NUMBER, CIC, SECRET]) expect(text).not.toContain(whole);
    expect(view.result).toMatchObject({
      status: "APPROVED",
      data: { accountNumber: expect.stringMatching(/5678$/), bankCode: "1007" },
    });
    expect(view.diff).toEqual([{ field: "accountNumber", before: null, after: expect.stringMatching(/5678$/) }]);
  });
});
