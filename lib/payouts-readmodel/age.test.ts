import { describe, expect, it } from "vitest";
import { ageParts } from "./age";

describe("time in status", () => {
  it("says days from 48 h, hours from 1 h, minutes below, never rounding up", () => {
    expect(ageParts(10 * 86_400_000 + 5)).toEqual({ unit: "days", count: 10 });
    expect(ageParts(48 * 3_600_000 - 1)).toEqual({ unit: "hours", count: 47 });
    expect(ageParts(3_600_000)).toEqual({ unit: "hours", count: 1 });
    expect(ageParts(59 * 60_000 + 59_999)).toEqual({ unit: "minutes", count: 59 });
    expect(ageParts(59_999)).toEqual({ unit: "lessThanMinute", count: 0 });
  });
});
