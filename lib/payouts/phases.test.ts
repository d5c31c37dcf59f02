import { describe, expect, it } from "vitest";
import { PAYOUT_STATUSES } from "@/lib/contract";
import { lifecycleSteps, STATUS_GROUPS, statusTone, summarize } from "./phases";

describe("statusTone", () => {
  it("paints every failure, error, rejection and cancellation red", () => {
    for (const s of ["FAILED", "ERROR", "CASH_IN_REJECTED", "CASH_OUT_CANCELED", "KYT_OUT_FAILED", "REFUND_FAILED"]) {
      expect(statusTone(s)).toBe("destructive");
    }
  });
  it("distinguishes done, waiting and in progress, and leaves unknown statuses neutral", () => {
    expect(statusTone("COMPLETED")).toBe("success");
    expect(statusTone("CASH_OUT_PENDING_FILE")).toBe("warning");
    expect(statusTone("KYT_OUT_PROCESSING")).toBe("info");
    expect(statusTone("SOMETHING_NEW")).toBe("neutral");
  });
});

describe("STATUS_GROUPS", () => {
  it("lists every status once, in the spec's order", () => {
    expect(STATUS_GROUPS.flatMap((g) => g.statuses)).toEqual([...PAYOUT_STATUSES]);
  });
});

describe("summarize", () => {
  it("adds statuses into phases, terminal outcomes and attention", () => {
    const summary = summarize({ CASH_IN_PENDING: 2, CASH_IN_FAILED: 1, COMPLETED: 5, FAILED: 3, REFUND_PENDING: 4 });
    expect(summary.total).toBe(15);
    expect(summary.phases).toEqual({ CASH_IN: 3, KYT_OUT: 0, CASH_OUT: 0, REFUND: 4 });
    expect(summary.terminal.COMPLETED).toBe(5);
    expect(summary.attention).toBe(4);
  });
});

describe("lifecycleSteps", () => {
  const states = (status: string) => lifecycleSteps(status).map((s) => s.state);
  it("marks the current phase and the ones before it", () => {
    expect(states("CASH_OUT_PENDING_FILE")).toEqual(["done", "done", "current", "upcoming"]);
  });
  it("shows the failed branch", () => {
    expect(states("KYT_OUT_FAILED")).toEqual(["done", "failed", "upcoming", "upcoming"]);
    expect(states("REFUND_FAILED")).toEqual(["done", "done", "done", "failed"]);
  });
  it("skips the refund on success and marks nothing for unknown statuses", () => {
    expect(states("COMPLETED")).toEqual(["done", "done", "done", "skipped"]);
    expect(states("NEW_THING")).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"]);
  });
});
