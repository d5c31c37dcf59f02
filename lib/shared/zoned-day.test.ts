import { describe, expect, it } from "vitest";
import { nextDay, startOfDayInZone, zoneOffsetMs } from "./zoned-day";

describe("days in a time zone", () => {
  it("starts a day at midnight in the zone, not in UTC", () => {
    expect(startOfDayInZone("2026-11-27", "America/Bogota").toISOString()).toBe("2026-11-27T05:00:00.000Z");
    expect(startOfDayInZone("2026-11-27", "UTC").toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(startOfDayInZone("2026-11-27", "Asia/Kolkata").toISOString()).toBe("2026-11-26T18:30:00.000Z");
  });

  it("follows daylight saving time on the day itself", () => {
    // New York: EST (-5) in winter, EDT (-4) from 8 March 2026.
    expect(startOfDayInZone("2026-01-15", "America/New_York").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(startOfDayInZone("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(zoneOffsetMs(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe(-4 * 3_600_000);
  });

  it("counts days across month and year ends, and refuses what is not a day", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(() => startOfDayInZone("27/11/2026", "UTC")).toThrow(/not a day/);
  });
});
