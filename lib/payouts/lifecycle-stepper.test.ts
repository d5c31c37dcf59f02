import { describe, expect, it } from "vitest";
import { lifecycleSteps } from "./phases";

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
