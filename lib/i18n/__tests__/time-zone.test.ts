import { describe, expect, it } from "vitest";
import { canonicalTimeZone, timeZoneChoices } from "../time-zone";

describe("canonicalTimeZone", () => {
  it("accepts IANA zones the runtime knows, in its canonical spelling", () => {
    expect(canonicalTimeZone("America/Bogota")).toBe("America/Bogota");
    expect(canonicalTimeZone("america/bogota")).toBe("America/Bogota");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Buenos_Aires");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "Mars/Olympus", "GMT-5:00:00", "America/Bogota; x=1", "../etc/passwd", "a".repeat(80)]) {
      expect(canonicalTimeZone(bad)).toBeNull();
    }
    expect(canonicalTimeZone(undefined)).toBeNull();
    expect(canonicalTimeZone(42)).toBeNull();
  });
});

describe("timeZoneChoices", () => {
  it("lists UTC first and then every zone, each one valid", () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("America/Bogota");
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.every((zone) => canonicalTimeZone(zone) !== null)).toBe(true);
  });
});
