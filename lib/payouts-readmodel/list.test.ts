import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import type { PayoutFlightValues } from "@/lib/db/queries/payout-flight";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { flightHref, flightSearchOf } from "./search-params";

/**
 * The /payouts URL contract over the read model: ?phase= lists every status of the phase,
 * ?attention=1 failed and overdue oldest first, &sort= orders by age or amount; per customer.
 */

vi.mock("server-only", () => ({}));

const HOUR = 3_600_000;
const NOW = new Date("2026-11-27T12:00:00.000Z");
const acme = { customerId: "cust-acme" };
const otra = { customerId: "cust-otra" };
let store: TestStore;

const row = (payoutId: string, status: string, phase: string, hoursAgo: number, amount = "10"): PayoutFlightValues => ({
  payoutId,
  status,
  phase,
  amount,
  currency: "USDC",
  beneficiaryName: null,
  externalId: null,
  details: status.endsWith("_FAILED") ? "Beneficiary bank rejected the transfer" : "ignored unless failed",
  apiUpdatedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
  statusSince: new Date(NOW.getTime() - hoursAgo * HOUR),
  statusSinceObserved: false,
  firstSeenAt: NOW,
  lastSeenAt: NOW,
  source: "scan",
});

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  const { upsertFlightRows } = await import("@/lib/db/queries/payout-flight");
  await upsertFlightRows(acme, [
    row("kyt-pending-old", "KYT_OUT_PENDING", "KYT_OUT", 240, "5"),
    row("kyt-processing", "KYT_OUT_PROCESSING", "KYT_OUT", 3, "900"),
    row("kyt-create", "KYT_OUT_CREATE", "KYT_OUT", 1, "50"),
    row("cash-out-failed", "CASH_OUT_FAILED", "CASH_OUT", 0.5),
    row("cash-out-late", "CASH_OUT_PENDING", "CASH_OUT", 30),
    row("cash-in-fresh", "CASH_IN_PENDING", "CASH_IN", 1),
  ]);
  await upsertFlightRows(otra, [row("otra-kyt", "KYT_OUT_PENDING", "KYT_OUT", 500)]);
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe("the read model's URL contract", () => {
  it("reads phase, attention and sort from the URL; none of them means the API's list", () => {
    expect(flightSearchOf({})).toBeNull();
    expect(flightSearchOf({ status: "KYT_OUT_PENDING" })).toBeNull();
    expect(flightSearchOf({ phase: "KYT_OUT" })).toMatchObject({
      phase: "KYT_OUT",
      attention: false,
      sort: "age",
      page: 1,
    });
    expect(flightSearchOf({ attention: "1", sort: "amount", page: "2" })).toMatchObject({
      phase: null,
      attention: true,
      sort: "amount",
      page: 2,
    });
    // A bad value is dropped, not guessed at.
    expect(flightSearchOf({ phase: "GENERAL" })).toBeNull();
    expect(flightHref({ phase: "KYT_OUT", sort: "age" })).toBe("/payouts?phase=KYT_OUT");
    expect(flightHref({ attention: true, sort: "-age", page: 3 })).toBe("/payouts?attention=1&sort=-age&page=3");
  });
});

describe(`the payouts list from the read model (${testStoreKind()})`, () => {
  it("?phase=KYT_OUT lists every status of the phase, oldest in status first", async () => {
    const { listFlight } = await import("./list");
    const page = await listFlight(acme, { phase: "KYT_OUT", attention: false, sort: "age", page: 1 }, NOW);
    expect(page.items.map((i) => i.id)).toEqual(["kyt-pending-old", "kyt-processing", "kyt-create"]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ overdue: true, serviceLevelHours: 48, statusSinceObserved: false });
  });

  it("&sort=-age and &sort=amount order the same rows otherwise", async () => {
    const { listFlight } = await import("./list");
    const newest = await listFlight(acme, { phase: "KYT_OUT", attention: false, sort: "-age", page: 1 }, NOW);
    expect(newest.items.map((i) => i.id)).toEqual(["kyt-create", "kyt-processing", "kyt-pending-old"]);
    const byAmount = await listFlight(acme, { phase: "KYT_OUT", attention: false, sort: "amount", page: 1 }, NOW);
    expect(byAmount.items.map((i) => i.amount)).toEqual([900, 50, 5]);
  });

  it("?attention=1 lists failed and overdue payouts across phases, oldest first, the reason only for failures", async () => {
    const { listFlight } = await import("./list");
    const page = await listFlight(acme, { phase: null, attention: true, sort: "age", page: 1 }, NOW);
    expect(page.items.map((i) => i.id)).toEqual(["kyt-pending-old", "cash-out-late", "cash-out-failed"]);
    expect(page.items.find((i) => i.id === "cash-out-failed")?.failureReason).toBe(
      "Beneficiary bank rejected the transfer",
    );
    expect(page.items.find((i) => i.id === "cash-out-late")?.failureReason).toBeNull();
  });

  it("shows another customer nothing of this one", async () => {
    const { listFlight } = await import("./list");
    const page = await listFlight(otra, { phase: "KYT_OUT", attention: false, sort: "age", page: 1 }, NOW);
    expect(page.items.map((i) => i.id)).toEqual(["otra-kyt"]);
  });

  it("gives one payout's time in status and its timeline as observed, for its own customer only", async () => {
    const { insertTransitions } = await import("@/lib/db/queries/payout-flight");
    const { payoutLifecycleView } = await import("./payout-view");
    const observedAt = new Date(NOW.getTime() - 30 * 60_000);
    await insertTransitions(acme, [
      {
        payoutId: "cash-out-failed",
        fromStatus: null,
        toStatus: "CASH_OUT_PENDING",
        observedAt: new Date(NOW.getTime() - 5 * HOUR),
        apiUpdatedAt: null,
      },
      {
        payoutId: "cash-out-failed",
        fromStatus: "CASH_OUT_PENDING",
        toStatus: "CASH_OUT_FAILED",
        observedAt,
        apiUpdatedAt: null,
      },
    ]);
    const view = await payoutLifecycleView(acme, "cash-out-failed", NOW);
    expect(view.flight).toMatchObject({ status: "CASH_OUT_FAILED", failure: true, overdue: false });
    expect(view.timeline.map((s) => [s.from, s.to])).toEqual([
      [null, "CASH_OUT_PENDING"],
      ["CASH_OUT_PENDING", "CASH_OUT_FAILED"],
    ]);
    expect(await payoutLifecycleView(otra, "cash-out-failed", NOW)).toEqual({ flight: null, timeline: [] });
  });

  it("gives the rows on screen their read-model status by id, the customer's only", async () => {
    const { flightStatusesOf } = await import("./payout-view");
    const items = await flightStatusesOf(acme, ["kyt-create", "not-followed", "otra-kyt"], NOW);
    expect(Object.keys(items)).toEqual(["kyt-create"]);
    expect(items["kyt-create"]).toMatchObject({ status: "KYT_OUT_CREATE", overdue: false, serviceLevelHours: 4 });
  });
});
