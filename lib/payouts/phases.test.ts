import { describe, expect, it } from "vitest";
import { PAYOUT_STATUSES } from "@/lib/contract";
import { STATUS_GROUPS, statusTone, summarize } from "./phases";

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
