import { describe, expect, it } from "vitest";
import {
  isPayoutStatus,
  needsAttention,
  PAYOUT_ATTENTION_STATUSES,
  PAYOUT_PHASES,
  PAYOUT_STATUS_PHASES,
  PAYOUT_STATUSES,
  PAYOUT_TERMINAL_STATUSES,
  payoutPhaseOf,
  payoutStatusSchema,
} from "@/lib/contract";

/**
 * The spec's paragraph, copied verbatim: phases are separated by ";", values by ",".
 * Its heading says "(38)" but the paragraph holds 39 values; every listed one counts.
 */
const SPEC_TEXT =
  "CREATED, COMPLETED, FAILED, ERROR, REFUNDED; CASH_IN_CREATED, CASH_IN_REQUEST, CASH_IN_REQUESTED, CASH_IN_PENDING, CASH_IN_PROCESSING, CASH_IN_COMPLETED, CASH_IN_CANCELED, CASH_IN_REJECTED, CASH_IN_FAILED, CASH_IN_ERROR; KYT_OUT_CREATE, KYT_OUT_PENDING, KYT_OUT_PROCESSING, KYT_OUT_COMPLETED, KYT_OUT_FAILED; CASH_OUT_CREATE, CASH_OUT_CREATED, CASH_OUT_REQUEST, CASH_OUT_REQUESTED, CASH_OUT_PENDING, CASH_OUT_PENDING_FILE, CASH_OUT_PROCESSING, CASH_OUT_COMPLETED, CASH_OUT_CANCELED, CASH_OUT_FAILED, CASH_OUT_ERROR; REFUND_CREATE, REFUND_CREATED, REFUND_REQUEST, REFUND_REQUESTED, REFUND_PENDING, REFUND_PROCESSING, REFUND_COMPLETED, REFUND_FAILED.";

const specGroups = SPEC_TEXT.replace(/\.$/, "")
  .split(";")
  .map((group) => group.split(",").map((value) => value.trim()));

describe("spec: States and transitions / Payout status values (38, listing 39)", () => {
  it("holds 39 values, none repeated", () => {
    expect(PAYOUT_STATUSES).toHaveLength(39);
    expect(new Set(PAYOUT_STATUSES).size).toBe(39);
    expect(specGroups.flat()).toHaveLength(39);
  });

  it("lists every value in the spec's order", () => {
    expect([...PAYOUT_STATUSES]).toEqual(specGroups.flat());
  });

  it("groups them by phase: GENERAL 5, CASH_IN 10, KYT_OUT 5, CASH_OUT 11, REFUND 8", () => {
    expect(PAYOUT_PHASES).toEqual(["GENERAL", "CASH_IN", "KYT_OUT", "CASH_OUT", "REFUND"]);
    const sizes = PAYOUT_PHASES.map((phase) => PAYOUT_STATUS_PHASES[phase].length);
    expect(sizes).toEqual([5, 10, 5, 11, 8]);
    expect(PAYOUT_PHASES.map((phase) => [...PAYOUT_STATUS_PHASES[phase]])).toEqual(specGroups);
  });

  it("accepts each listed value and refuses others", () => {
    for (const status of specGroups.flat()) {
      expect(payoutStatusSchema.parse(status)).toBe(status);
      expect(isPayoutStatus(status)).toBe(true);
    }
    for (const bogus of ["BOGUS", "created", "CASH_IN", "REFUND_CANCELED", ""]) {
      expect(payoutStatusSchema.safeParse(bogus).success).toBe(false);
      expect(isPayoutStatus(bogus)).toBe(false);
    }
  });

  it("treats COMPLETED, FAILED, ERROR, REFUNDED as the terminal outcomes", () => {
    expect([...PAYOUT_TERMINAL_STATUSES]).toEqual(["COMPLETED", "FAILED", "ERROR", "REFUNDED"]);
  });
});

describe("spec: Payout status values — payoutPhaseOf()", () => {
  it("maps every listed value to the phase it is listed under", () => {
    specGroups.forEach((group, index) => {
      for (const status of group) expect(payoutPhaseOf(status)).toBe(PAYOUT_PHASES[index]);
    });
  });

  it("gives no phase to an unknown status from a newer API", () => {
    expect(payoutPhaseOf("CASH_IN_ON_HOLD")).toBeUndefined();
    expect(payoutPhaseOf("")).toBeUndefined();
  });
});

describe("spec: Payout status values — needsAttention()", () => {
  it("flags exactly the failures, errors, rejections and cancellations", () => {
    expect([...PAYOUT_ATTENTION_STATUSES]).toEqual([
      "FAILED",
      "ERROR",
      "CASH_IN_CANCELED",
      "CASH_IN_REJECTED",
      "CASH_IN_FAILED",
      "CASH_IN_ERROR",
      "KYT_OUT_FAILED",
      "CASH_OUT_CANCELED",
      "CASH_OUT_FAILED",
      "CASH_OUT_ERROR",
      "REFUND_FAILED",
    ]);
  });

  it("does not flag progress or success", () => {
    for (const status of ["CREATED", "COMPLETED", "REFUNDED", "CASH_OUT_PENDING_FILE", "KYT_OUT_PROCESSING"]) {
      expect(needsAttention(status)).toBe(false);
    }
  });

  it("flags an unknown failure status by its suffix", () => {
    expect(needsAttention("SETTLEMENT_FAILED")).toBe(true);
    expect(needsAttention("SETTLEMENT_PENDING")).toBe(false);
  });
});
