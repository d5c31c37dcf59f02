import { describe, expect, it } from "vitest";
import { PAYOUT_STATUSES } from "@/lib/contract";
import { COUNTS_CONCURRENCY, computeStatusCounts, createCountsCache } from "./status-counts";

describe("computeStatusCounts", () => {
  it("asks once per status plus the total, with bounded concurrency", async () => {
    let inFlight = 0;
    let peak = 0;
    const asked: (string | null)[] = [];
    const result = await computeStatusCounts(async (status) => {
      asked.push(status);
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return status === null ? 100 : status.length;
    });
    expect(asked).toHaveLength(PAYOUT_STATUSES.length + 1);
    expect(peak).toBeLessThanOrEqual(COUNTS_CONCURRENCY);
    expect(result.total).toBe(100);
    expect(result.counts.CASH_OUT_PENDING_FILE).toBe("CASH_OUT_PENDING_FILE".length);
  });
});

describe("createCountsCache", () => {
  const value = { counts: {}, total: 1, fetchedAt: "x" };
  it("shares one computation per key until it expires", async () => {
    // lru-cache reads a start time of 0 as "no time bound": the clock starts later.
    let now = 1_000;
    let computed = 0;
    const cache = createCountsCache(15_000, () => now);
    const compute = async () => {
      computed++;
      return value;
    };
    await Promise.all([cache.get("a", compute), cache.get("a", compute)]);
    expect(computed).toBe(1);
    await cache.get("b", compute);
    expect(computed).toBe(2);
    now = 16_001;
    await cache.get("a", compute);
    expect(computed).toBe(3);
  });
  it("forgets failures so the next call retries", async () => {
    const cache = createCountsCache(15_000, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cache.get("a", async () => value)).resolves.toBe(value);
  });
});
