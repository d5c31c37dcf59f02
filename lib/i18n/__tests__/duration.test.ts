import { describe, expect, it } from "vitest";
import { formatMinutes } from "../duration";

describe("formatMinutes", () => {
  it("reads an approval's expiry in words, not minutes", () => {
    expect(formatMinutes(1440, "en-US")).toBe("24 hours");
    expect(formatMinutes(1440, "es-CO")).toBe("24 horas");
    expect(formatMinutes(60, "en-US")).toBe("1 hour");
    expect(formatMinutes(90, "en-US")).toBe("1 hour, 30 minutes");
    expect(formatMinutes(45, "es-CO")).toBe("45 minutos");
    expect(formatMinutes(4320, "en-US")).toBe("3 days");
    expect(formatMinutes(0, "en-US")).toBe("0 minutes");
  });
});
