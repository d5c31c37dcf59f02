import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * The maker hears what became of their change request (issue 30), in the notification centre:
 * approved, rejected (by whom), stale, expired undecided; nobody else is told, and another
 * customer's operator with the same email sees nothing. Real store.
 */

const ACME = { customerId: "cus-acme" };
let store: TestStore;

async function inbox(customerId: string, email: string) {
  const { listNotifications } = await import("@/lib/db/queries/notifications");
  return (await listNotifications({ customerId }, email, { limit: 50 })).map((n) => ({
    kind: n.kind,
    payload: n.payload,
  }));
}

beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
}, 120_000);

afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`telling the maker (${testStoreKind()})`, () => {
  it("tells the maker of an approved, rejected or stale request, and of none other", async () => {
    const { tellMaker } = await import("./tell-maker");
    const base = { operation: "role" as const, makerEmail: "Maker@Acme.example" };
    await tellMaker(ACME, { ...base, id: "11111111-aaaa", status: "executed" }, "Checker");
    await tellMaker(ACME, { ...base, id: "22222222-bbbb", status: "rejected" }, "Checker");
    await tellMaker(ACME, { ...base, id: "33333333-cccc", status: "stale" }, "Checker");
    await tellMaker(ACME, { ...base, id: "44444444-dddd", status: "cancelled" }, "Maker");
    const got = await inbox(ACME.customerId, "maker@acme.example");
    expect(got.map((n) => n.kind).sort()).toEqual(["change.approved", "change.rejected", "change.stale"]);
    expect(got.find((n) => n.kind === "change.rejected")?.payload).toMatchObject({
      requestId: "22222222",
      operation: "role",
      by: "Checker",
    });
    expect(await inbox(ACME.customerId, "checker@acme.example")).toEqual([]);
    expect(await inbox("cus-other", "maker@acme.example")).toEqual([]);
  });

  it("closes requests past their expiry and tells each maker", async () => {
    const { insertChangeRequest } = await import("@/lib/db/queries/change-requests");
    const { closeExpiredRequests } = await import("./tell-maker");
    const request = (id: string, expiresAt: Date) =>
      insertChangeRequest(ACME, {
        id,
        operation: "recharge",
        operationName: "recharge.create",
        input: {},
        inputSha256: "x",
        targetType: "recharge",
        targetId: id,
        diff: [],
        makerEmail: "late@acme.example",
        reason: "",
        requiredApprovals: 1,
        createdAt: new Date(),
        expiresAt,
      });
    await request("55555555-past", new Date(Date.now() - 1_000));
    await request("66666666-future", new Date(Date.now() + 60_000));
    expect(await closeExpiredRequests(ACME)).toEqual(["55555555-past"]);
    expect(await inbox(ACME.customerId, "late@acme.example")).toEqual([
      { kind: "change.expired", payload: { requestId: "55555555", operation: "recharge" } },
    ]);
    // Closed once: a second pass tells nobody again.
    expect(await closeExpiredRequests(ACME)).toEqual([]);
    expect(await inbox(ACME.customerId, "late@acme.example")).toHaveLength(1);
  });
});
