import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { changeRequests } from "@/lib/db/approvals-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * revealFromChangeRequest on a real store: the approver gets the one proposed value of their own
 * customer's pending request, and nothing of another customer's request, of a field the masking
 * does not hide, or of a request already decided.
 */

const ACME_NUMBER = "0012345678";
const GLOBEX_NUMBER = "9988776655";
const ACME_CIC = "123456789";

let store: TestStore;
let storeApi: typeof import("@/lib/db/queries/change-requests");
let reveal: typeof import("./reveal-change-request");

const acme = { customerId: "cus-acme" };
const globex = { customerId: "cus-globex" };

/** An account edit waiting for approval, its proposed data stored as the pipeline stores a parsed input. */
async function heldAccountEdit(scope: { customerId: string }, id: string, input: unknown) {
  await storeApi.insertChangeRequest(scope, {
    id,
    operation: "account_edit",
    operationName: "account.update",
    input,
    inputSha256: `sha-${id}`,
    targetType: "account",
    targetId: `acc-${id}`,
    diff: [{ field: "data.accountNumber", before: "•••• 1111", after: "•••• 5678" }],
    makerEmail: "maker@example.com",
    reason: "The holder changed banks",
    requiredApprovals: 1,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  storeApi = await import("@/lib/db/queries/change-requests");
  reveal = await import("./reveal-change-request");
  await heldAccountEdit(acme, "cr-acme", {
    type: "PSE",
    data: {
      accountNumber: ACME_NUMBER,
      bankCode: "1007",
      document: { type: "INE", number: "GODE561231", issuedCountryCode: "MX", cic: ACME_CIC },
    },
  });
  await heldAccountEdit(globex, "cr-globex", { type: "PSE", data: { accountNumber: GLOBEX_NUMBER } });
  await heldAccountEdit(acme, "cr-transfiya", { type: "TRANSFIYA", data: { phone: "+573001234567" } });
  await heldAccountEdit(acme, "cr-decided", { type: "PSE", data: { accountNumber: ACME_NUMBER } });
  await store.db.update(changeRequests).set({ status: "rejected" }).where(eq(changeRequests.id, "cr-decided"));
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

describe(`revealFromChangeRequest (${testStoreKind()})`, () => {
  it("gives the proposed value of one masked field of the customer's own pending request", async () => {
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "data.accountNumber")).toEqual({
      field: "data.accountNumber",
      value: ACME_NUMBER,
    });
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "data.document.cic")).toEqual({
      field: "data.document.cic",
      value: ACME_CIC,
    });
    // The account type in the input makes a TRANSFIYA phone the account's identifier.
    expect(await reveal.revealFromChangeRequest(acme, "cr-transfiya", "data.phone")).toEqual({
      field: "data.phone",
      value: "+573001234567",
    });
  });

  it("gives nothing of another customer's request, as if it did not exist", async () => {
    expect(await reveal.revealFromChangeRequest(acme, "cr-globex", "data.accountNumber")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(globex, "cr-acme", "data.accountNumber")).toBeUndefined();
    // Its own customer still gets it: the request is there, only scoped.
    expect(await reveal.revealFromChangeRequest(globex, "cr-globex", "data.accountNumber")).toEqual({
      field: "data.accountNumber",
      value: GLOBEX_NUMBER,
    });
  });

  it("gives nothing for a field the masking does not hide, a missing value, an unknown id or a decided request", async () => {
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "data.bankCode")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "data.clabe")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "__proto__.accountNumber")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "cr-acme", "data.document")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "cr-missing", "data.accountNumber")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "", "data.accountNumber")).toBeUndefined();
    expect(await reveal.revealFromChangeRequest(acme, "cr-decided", "data.accountNumber")).toBeUndefined();
  });
});
