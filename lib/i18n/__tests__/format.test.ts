import { describe, expect, it } from "vitest";
import { formatDateTime, formatLocaleFor, formatMoney, formatNumber, formatRelative } from "../format";

/** Intl separates with no-break spaces (U+00A0, U+202F); compare against readable strings. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("writes COP without decimals and with Colombian grouping", () => {
    expect(plain(formatMoney(1234567, "COP", "es-CO"))).toBe("$ 1.234.567");
    expect(plain(formatMoney(1234567.6, "COP", "es-CO"))).toBe("$ 1.234.568");
    expect(plain(formatMoney(0, "COP", "es-CO"))).toBe("$ 0");
  });

  it("writes stablecoins as a number plus the code, with 2 to 6 decimals", () => {
    expect(plain(formatMoney(1234.5, "USDC", "en-US"))).toBe("1,234.50 USDC");
    expect(plain(formatMoney(1234.5, "USDT", "es-CO"))).toBe("1.234,50 USDT");
    expect(plain(formatMoney(0.1234567, "USDC", "en-US"))).toBe("0.123457 USDC");
    expect(plain(formatMoney(10, "USDT", "es-MX"))).toBe("10.00 USDT");
  });

  it("keeps the code and number on one line (no-break space)", () => {
    expect(formatMoney(1, "USDC", "en-US")).toBe("1.00\u00a0USDC");
  });

  it("writes MXN and USD as ordinary currencies", () => {
    expect(formatMoney(1234.5, "MXN", "es-MX")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "USD", "en-US")).toBe("$1,234.50");
    expect(plain(formatMoney(1234.5, "MXN", "en-US"))).toBe("MX$1,234.50");
  });

  it("accepts amounts as strings and shows unparseable ones as they came", () => {
    expect(plain(formatMoney("1500000", "COP", "es-CO"))).toBe("$ 1.500.000");
    expect(plain(formatMoney("n/a", "COP", "es-CO"))).toBe("n/a COP");
  });

  it("does not throw on a currency code Intl does not know", () => {
    expect(plain(formatMoney(1234.5, "EURC", "en-US"))).toBe("1,234.5 EURC");
  });
});

describe("formatLocaleFor", () => {
  it("always writes COP the Colombian way", () => {
    expect(formatLocaleFor("en", "COP")).toBe("es-CO");
    expect(formatLocaleFor("es", "COP")).toBe("es-CO");
  });

  it("follows the interface language otherwise, Mexican for MXN in Spanish", () => {
    expect(formatLocaleFor("es", "MXN")).toBe("es-MX");
    expect(formatLocaleFor("es", "USDC")).toBe("es-CO");
    expect(formatLocaleFor("en", "MXN")).toBe("en-US");
    expect(formatLocaleFor("en")).toBe("en-US");
  });
});

describe("formatNumber", () => {
  it("groups by locale", () => {
    expect(formatNumber(1234567, "es-CO")).toBe("1.234.567");
    expect(formatNumber(1234567, "es-MX")).toBe("1,234,567");
    expect(formatNumber(1234567.25, "en-US")).toBe("1,234,567.25");
  });
});

describe("formatDateTime", () => {
  const instant = "2026-11-22T13:05:00Z";

  it("formats in the given zone and locale", () => {
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "UTC" }))).toBe("Nov 22, 2026, 1:05 PM");
    expect(plain(formatDateTime(instant, "es-CO", { timeZone: "America/Bogota" }))).toBe("22/11/2026, 8:05 a. m.");
    expect(plain(formatDateTime(instant, "es-MX", { timeZone: "America/Mexico_City" }))).toBe("22 nov 2026, 7:05 a.m.");
  });

  it("adds seconds on request and shows invalid input unchanged", () => {
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "UTC", withSeconds: true }))).toBe(
      "Nov 22, 2026, 1:05:00 PM",
    );
    expect(formatDateTime("not a date", "en-US")).toBe("not a date");
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("picks the largest sensible unit", () => {
    expect(formatRelative("2026-11-22T11:59:58Z", "en-US", now)).toBe("2 seconds ago");
    expect(formatRelative("2026-11-22T11:55:00Z", "en-US", now)).toBe("5 minutes ago");
    expect(formatRelative("2026-11-22T10:00:00Z", "es-CO", now)).toBe("hace 2 horas");
    expect(formatRelative("2026-11-21T12:00:00Z", "en-US", now)).toBe("yesterday");
    expect(formatRelative("2026-11-21T12:00:00Z", "es-MX", now)).toBe("ayer");
    expect(formatRelative("2026-09-22T12:00:00Z", "en-US", now)).toBe("2 months ago");
    expect(formatRelative("2024-11-22T12:00:00Z", "en-US", now)).toBe("2 years ago");
  });

  it("handles the future and invalid input", () => {
    expect(formatRelative("2026-11-22T12:00:30Z", "en-US", now)).toBe("in 30 seconds");
    expect(formatRelative("2026-11-25T12:00:00Z", "es-CO", now)).toBe("dentro de 3 días");
    expect(formatRelative("garbage", "en-US", now)).toBe("garbage");
  });
});
