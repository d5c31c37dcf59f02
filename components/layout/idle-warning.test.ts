import { describe, expect, it } from "vitest";
import { warningLeadMs } from "./idle-warning";
import { formatCountdown } from "./idle-warning-dialog";

describe("idle warning timing", () => {
  it("warns a minute before the limit, or at half of a limit under two minutes", () => {
    expect(warningLeadMs(30 * 60_000)).toBe(60_000);
    expect(warningLeadMs(2 * 60_000)).toBe(60_000);
    expect(warningLeadMs(60_000)).toBe(30_000);
  });

  it("counts down in minutes and seconds, rounding up so 0:00 means the limit", () => {
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(59_000)).toBe("0:59");
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-5)).toBe("0:00");
    expect(formatCountdown(90_000)).toBe("1:30");
  });
});
