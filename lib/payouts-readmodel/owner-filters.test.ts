import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { payoutFlight } from "@/lib/db/payouts-readmodel-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { flightHref, flightSearchOf } from "./search-params";

vi.mock("server-only", () => ({}));

/**
 * The list's ownership filters over the read model: `?assignee=me` lists the signed-in
 * operator's payouts, `?unassigned=1` those nobody owns, within the customer; and the attention
 * queue leaves out a payout an operator acknowledged in the status it still has.
 */

let store: TestStore;
const ACME = { customerId: "cus-acme", email: "Ana@acme.example" };
const OLD = new Date("2026-11-01T00:00:00.000Z");

const flight = (customerId: string, payoutId: string, status: string) => ({
  customerId,
  payoutId,
  status,
  phase: "KYT_OUT",
  amount: "100",
  currency: "COP",
  apiUpdatedAt: OLD,
  statusSince: OLD,
  statusSinceObserved: true,
  firstSeenAt: OLD,
  lastSeenAt: OLD,
  source: "scan",
});

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  await store.db
    .insert(payoutFlight)
    .values([
      flight("cus-acme", "p1", "KYT_OUT_PENDING"),
      flight("cus-acme", "p2", "KYT_OUT_FAILED"),
      flight("cus-acme", "p3", "KYT_OUT_FAILED"),
      flight("cus-globex", "p1", "KYT_OUT_PENDING"),
    ]);
  const { changeOwnership } = await import("@/lib/db/queries/payout-ownership");
  await changeOwnership(ACME, "p1", { assigneeEmail: "ana@acme.example", assigneeName: "Ana" });
  await changeOwnership(ACME, "p3", { ackAt: new Date(), ackReason: "bank", ackStatus: "KYT_OUT_FAILED" });
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`ownership filters on the read model (${testStoreKind()})`, () => {
  it("reads ?assignee=me and ?unassigned=1 from the URL and writes them back", () => {
    expect(flightSearchOf({ assignee: "me" })).toMatchObject({ assignee: "me", sort: "age" });
    expect(flightSearchOf({ unassigned: "1" })).toMatchObject({ unassigned: true });
    expect(flightSearchOf({ assignee: "someone" })).toBeNull();
    expect(flightHref({ assignee: "me" })).toBe("/payouts?assignee=me");
    expect(flightHref({ unassigned: true, phase: "KYT_OUT" })).toBe("/payouts?phase=KYT_OUT&unassigned=1");
  });

  it("lists the operator's own payouts, or nobody's, of their customer only", async () => {
    const { listFlight } = await import("./list");
    const ids = async (raw: Record<string, string>, scope: { customerId: string; email?: string } = ACME) => {
      const search = flightSearchOf(raw);
      if (!search) throw new Error("not a read-model search");
      return (await listFlight(scope, search)).items.map((item) => item.id).sort();
    };
    expect(await ids({ assignee: "me" })).toEqual(["p1"]);
    expect(await ids({ unassigned: "1" })).toEqual(["p2", "p3"]);
    expect(await ids({ assignee: "me" }, { customerId: "cus-globex", email: "ana@acme.example" })).toEqual([]);
    expect(await ids({ unassigned: "1" }, { customerId: "cus-globex" })).toEqual(["p1"]);
    // The attention queue: p1 is overdue, p2 failed; p3 failed too but was acknowledged in that status.
    expect(await ids({ attention: "1" })).toEqual(["p1", "p2"]);
  });
});
