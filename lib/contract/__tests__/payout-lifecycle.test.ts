import { describe, expect, it } from "vitest";
import {
  lifecycleOf,
  MAX_DEFAULT_SERVICE_LEVEL_HOURS,
  PAYOUT_DONE_STATUSES,
  PAYOUT_FAILURE_STATUSES,
  PAYOUT_IN_FLIGHT_STATUSES,
  PAYOUT_LIFECYCLE,
} from "../payout-lifecycle";
import { needsAttention, PAYOUT_STATUSES, PAYOUT_TERMINAL_STATUSES } from "../payout-statuses";

describe("the payout lifecycle table (this product's reading)", () => {
  it("has one row per status of the spec, 39 in all", () => {
    expect(Object.keys(PAYOUT_LIFECYCLE)).toEqual([...PAYOUT_STATUSES]);
    expect(PAYOUT_STATUSES).toHaveLength(39);
  });

  it("agrees with needsAttention and the terminal statuses", () => {
    for (const status of PAYOUT_STATUSES) {
      const entry = PAYOUT_LIFECYCLE[status];
      expect(entry.failure, status).toBe(needsAttention(status));
      expect(entry.terminal, status).toBe((PAYOUT_TERMINAL_STATUSES as readonly string[]).includes(status));
    }
  });

  it("splits the statuses into in flight, failure and done, with no overlap and none left out", () => {
    const all = [...PAYOUT_IN_FLIGHT_STATUSES, ...PAYOUT_FAILURE_STATUSES, ...PAYOUT_DONE_STATUSES].sort();
    expect(all).toEqual([...PAYOUT_STATUSES].sort());
    expect(PAYOUT_DONE_STATUSES).toEqual(["COMPLETED", "REFUNDED"]);
  });

  it("gives every waiting status a service level of at most 48 h, and none to done or failed ones", () => {
    for (const status of PAYOUT_IN_FLIGHT_STATUSES) {
      const hours = PAYOUT_LIFECYCLE[status].serviceLevelHours;
      expect(hours, status).not.toBeNull();
      expect(hours, status).toBeGreaterThan(0);
      expect(hours, status).toBeLessThanOrEqual(MAX_DEFAULT_SERVICE_LEVEL_HOURS);
    }
    for (const status of [...PAYOUT_FAILURE_STATUSES, ...PAYOUT_DONE_STATUSES])
      expect(PAYOUT_LIFECYCLE[status].serviceLevelHours, status).toBeNull();
  });

  it("names who acts: compliance in KYT, the customer while funds are awaited, nobody once done", () => {
    expect(PAYOUT_LIFECYCLE.KYT_OUT_PENDING.actor).toBe("compliance");
    expect(PAYOUT_LIFECYCLE.CASH_IN_REQUESTED.actor).toBe("customer");
    expect(PAYOUT_LIFECYCLE.CASH_OUT_PENDING.actor).toBe("provider");
    expect(PAYOUT_LIFECYCLE.COMPLETED.actor).toBe("nobody");
    expect(lifecycleOf("SOMETHING_NEW")).toBeUndefined();
  });
});
