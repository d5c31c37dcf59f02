import { and, eq, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { payoutFlight } from "@/lib/db/payouts-readmodel-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * The conditions the read model's queries join with (the attention queue leaves set-aside
 * payouts out; the list's `?assignee=me` / `?unassigned=1`), on a real store: per customer, and a
 * set-aside payout comes back when its status changes or its snooze ends.
 */

let store: TestStore;
let q: typeof import("./payout-ownership");
const ACME = { customerId: "cus-acme" };
const GLOBEX = { customerId: "cus-globex" };

const flight = (customerId: string, payoutId: string, status: string) => ({
  customerId,
  payoutId,
  status,
  phase: "KYT_OUT",
  amount: "100",
  currency: "COP",
  apiUpdatedAt: new Date(),
  statusSince: new Date(),
  statusSinceObserved: true,
  firstSeenAt: new Date(),
  lastSeenAt: new Date(),
  source: "scan",
});

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  q = await import("./payout-ownership");
  await store.db
    .insert(payoutFlight)
    .values([
      flight("cus-acme", "p1", "KYT_OUT_PENDING"),
      flight("cus-acme", "p2", "KYT_OUT_PENDING"),
      flight("cus-acme", "p3", "FAILED"),
      flight("cus-globex", "p1", "KYT_OUT_PENDING"),
    ]);
}, 60_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

async function ids(scope: { customerId: string }, condition: ReturnType<typeof q.setAsideCondition>) {
  const rows = await store.db
    .select({ id: payoutFlight.payoutId })
    .from(payoutFlight)
    .where(and(eq(payoutFlight.customerId, scope.customerId), condition))
    .orderBy(payoutFlight.payoutId);
  return rows.map((r) => r.id);
}

describe(`payout ownership conditions (${testStoreKind()})`, () => {
  it("filters by assignee and unassigned within the customer only", async () => {
    await q.changeOwnership(ACME, "p1", { assigneeEmail: "ana@acme.example", assigneeName: "Ana" });
    await q.changeOwnership(ACME, "p2", { assigneeEmail: null });
    const mine = q.ownerFilterCondition(ACME, payoutFlight.payoutId, { assignee: "ana@acme.example" });
    expect(await ids(ACME, mine)).toEqual(["p1"]);
    expect(await ids(ACME, q.ownerFilterCondition(ACME, payoutFlight.payoutId, { unassigned: true }))).toEqual([
      "p2",
      "p3",
    ]);
    // Globex's p1 shares Acme's id but not its owner.
    expect(await ids(GLOBEX, q.ownerFilterCondition(GLOBEX, payoutFlight.payoutId, { unassigned: true }))).toEqual([
      "p1",
    ]);
    expect(
      await ids(GLOBEX, q.ownerFilterCondition(GLOBEX, payoutFlight.payoutId, { assignee: "ana@acme.example" })),
    ).toEqual([]);
  });

  it("sets a payout aside while its status and snooze hold, and brings it back when either ends", async () => {
    const aside = () => q.setAsideCondition(ACME, payoutFlight.payoutId, payoutFlight.status);
    await q.changeOwnership(ACME, "p3", {
      ackAt: new Date(),
      ackReason: "bank asked to wait",
      ackStatus: "FAILED",
      snoozedUntil: new Date(Date.now() + 3_600_000),
    });
    // Acknowledged in another status than it has now: it is back.
    await q.changeOwnership(ACME, "p2", { ackAt: new Date(), ackReason: "x", ackStatus: "KYT_OUT_FAILED" });
    expect(await ids(ACME, aside())).toEqual(["p3"]);
    expect(await ids(ACME, not(aside()))).toEqual(["p1", "p2"]);
    expect(await ids(GLOBEX, q.setAsideCondition(GLOBEX, payoutFlight.payoutId, payoutFlight.status))).toEqual([]);
    await q.changeOwnership(ACME, "p3", { snoozedUntil: new Date(Date.now() - 1_000) });
    expect(await ids(ACME, aside())).toEqual([]);
    await q.changeOwnership(ACME, "p1", { resolvedAt: new Date(), resolvedStatus: "KYT_OUT_PENDING" });
    expect(await ids(ACME, aside())).toEqual(["p1"]);
    await store.db
      .update(payoutFlight)
      .set({ status: "KYT_OUT_FAILED" })
      .where(and(eq(payoutFlight.customerId, "cus-acme"), eq(payoutFlight.payoutId, "p1")));
    // Resolved in the status it had: a new status brings it back.
    expect(await ids(ACME, aside())).toEqual([]);
  });
});
