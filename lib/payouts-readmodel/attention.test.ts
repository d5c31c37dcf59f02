import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import type { PayoutFlightValues } from "@/lib/db/queries/payout-flight";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { effectiveServiceLevels, isOverdue } from "./service-levels";

/**
 * Service levels and overdue at the boundary, and attention (failed, errored or overdue) counted
 * from the read model on a real store, per customer, with a customer's own service level.
 */

vi.mock("server-only", () => ({}));

const HOUR = 3_600_000;
const NOW = new Date("2026-11-27T12:00:00.000Z");
const acme = { customerId: "cust-acme" };
const otra = { customerId: "cust-otra" };
let store: TestStore;

const row = (payoutId: string, status: string, hoursAgo: number): PayoutFlightValues => ({
  payoutId,
  status,
  phase: status.startsWith("KYT") ? "KYT_OUT" : "CASH_OUT",
  amount: "100.5",
  currency: "USDC",
  beneficiaryName: "Ana Gómez",
  externalId: null,
  details: null,
  apiUpdatedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
  statusSince: new Date(NOW.getTime() - hoursAgo * HOUR),
  statusSinceObserved: true,
  firstSeenAt: NOW,
  lastSeenAt: NOW,
  source: "scan",
});

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  const { upsertFlightRows } = await import("@/lib/db/queries/payout-flight");
  await upsertFlightRows(acme, [
    row("kyt-at-boundary", "KYT_OUT_PENDING", 48),
    row("kyt-past", "KYT_OUT_PENDING", 48.01),
    row("cash-out-fresh", "CASH_OUT_PENDING", 2),
    row("cash-out-late", "CASH_OUT_PENDING", 30),
    row("failed", "CASH_OUT_FAILED", 0.1),
  ]);
  await upsertFlightRows(otra, [row("other-late", "CASH_OUT_PENDING", 300)]);
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe("service levels and overdue", () => {
  it("is not overdue at the exact boundary, and is one millisecond after", () => {
    const levels = effectiveServiceLevels([]);
    expect(levels.get("KYT_OUT_PENDING")).toBe(48);
    const since = new Date(NOW.getTime() - 48 * HOUR);
    expect(isOverdue("KYT_OUT_PENDING", since, levels, NOW)).toBe(false);
    expect(isOverdue("KYT_OUT_PENDING", new Date(since.getTime() - 1), levels, NOW)).toBe(true);
    // No clock on failure or done statuses.
    expect(isOverdue("CASH_OUT_FAILED", new Date(0), levels, NOW)).toBe(false);
  });

  it("takes a customer's own level over the default, and ignores one for a status without a clock", () => {
    const levels = effectiveServiceLevels([
      { status: "KYT_OUT_PENDING", hours: 72 },
      { status: "COMPLETED", hours: 1 },
    ]);
    expect(levels.get("KYT_OUT_PENDING")).toBe(72);
    expect(levels.has("COMPLETED")).toBe(false);
  });
});

describe(`attention from the read model (${testStoreKind()})`, () => {
  it("counts failed and overdue payouts of the customer only", async () => {
    const { attentionCount } = await import("./attention");
    expect(await attentionCount(acme, NOW)).toBe(3); // kyt-past, cash-out-late, failed
    expect(await attentionCount(otra, NOW)).toBe(1);
  });

  it("follows the customer's own service level", async () => {
    const { replaceServiceLevels } = await import("@/lib/db/queries/payout-sync");
    const { attentionCount } = await import("./attention");
    await replaceServiceLevels(acme, [{ status: "CASH_OUT_PENDING", hours: 1 }], "admin@example.com");
    expect(await attentionCount(acme, NOW)).toBe(4); // cash-out-fresh (2 h > 1 h) too
    await replaceServiceLevels(acme, [], "admin@example.com");
    expect(await attentionCount(acme, NOW)).toBe(3);
  });

  it("lists what became overdue in a window, at the instant its level ran out", async () => {
    const { attentionEnteredSince } = await import("./attention");
    const since = new Date(NOW.getTime() - 0.5 * HOUR);
    const entered = await attentionEnteredSince(acme, since, NOW);
    // kyt-past ran out 0.01 h ago; kyt-at-boundary runs out exactly now (not yet past); cash-out-late long ago.
    expect(entered.map((t) => [t.payoutId, t.kind])).toEqual([["kyt-past", "overdue"]]);
    expect(entered[0]?.at.getTime()).toBe(NOW.getTime() - 0.01 * HOUR);
  });

  it("lists a failure observed in the window", async () => {
    const { insertTransitions } = await import("@/lib/db/queries/payout-flight");
    const { attentionEnteredSince } = await import("./attention");
    const observedAt = new Date(NOW.getTime() - 60_000);
    await insertTransitions(acme, [
      {
        payoutId: "failed",
        fromStatus: "CASH_OUT_PENDING",
        toStatus: "CASH_OUT_FAILED",
        observedAt,
        apiUpdatedAt: null,
      },
    ]);
    const entered = await attentionEnteredSince(acme, new Date(NOW.getTime() - 5 * 60_000), NOW);
    expect(entered).toContainEqual(
      expect.objectContaining({ payoutId: "failed", kind: "failed", status: "CASH_OUT_FAILED", currency: "USDC" }),
    );
    expect(await attentionEnteredSince(otra, new Date(NOW.getTime() - 5 * 60_000), NOW)).toEqual([]);
  });
});
