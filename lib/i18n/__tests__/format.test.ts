import { describe, expect, it } from "vitest";
import { formatDateTime, formatIsoInZone, formatLocaleFor, formatMoney, zoneAbbreviation } from "../format";

/** Intl separates with no-break spaces (U+00A0, U+202F); compare against readable strings. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("names every fiat currency by its code, never a bare symbol, in the locale's separators", () => {
    expect(plain(formatMoney(5126042800, "COP", "es-CO"))).toBe("COP 5.126.042.800");
    expect(plain(formatMoney(5126042800, "COP", "en-US"))).toBe("COP 5,126,042,800");
    expect(plain(formatMoney(4809.94, "USD", "en-US"))).toBe("USD 4,809.94");
    expect(plain(formatMoney(4809.94, "USD", "es-CO"))).toBe("USD 4.809,94");
    expect(plain(formatMoney(1234.5, "MXN", "es-CO"))).toBe("MXN 1.234,50");
    for (const currency of ["COP", "USD", "MXN"]) {
      for (const locale of ["en-US", "es-CO"]) expect(formatMoney(1234.5, currency, locale)).not.toMatch(/\$/);
    }
  });

  it("writes COP without decimals", () => {
    expect(plain(formatMoney(1234567.6, "COP", "es-CO"))).toBe("COP 1.234.568");
    expect(plain(formatMoney(0, "COP", "es-CO"))).toBe("COP 0");
  });

  it("writes stablecoins as a number plus the code, with 2 to 6 decimals", () => {
    expect(plain(formatMoney(1895731.92, "USDT", "en-US"))).toBe("1,895,731.92 USDT");
    expect(plain(formatMoney(1234.5, "USDC", "en-US"))).toBe("1,234.50 USDC");
    expect(plain(formatMoney(1234.5, "USDT", "es-CO"))).toBe("1.234,50 USDT");
    expect(plain(formatMoney(0.1234567, "USDC", "en-US"))).toBe("0.123457 USDC");
  });

  it("keeps the code and number on one line (no-break space)", () => {
    expect(formatMoney(1, "USDC", "en-US")).toBe("1.00\u00a0USDC");
    expect(formatMoney(1, "USD", "en-US")).toBe("USD\u00a01.00");
  });

  it("accepts amounts as strings and shows unparseable ones as they came", () => {
    expect(plain(formatMoney("1500000", "COP", "es-CO"))).toBe("COP 1.500.000");
    expect(plain(formatMoney("n/a", "COP", "es-CO"))).toBe("n/a COP");
  });

  it("does not throw on a currency code Intl does not know", () => {
    expect(plain(formatMoney(1234.5, "EURC", "en-US"))).toBe("1,234.5 EURC");
  });
});

describe("formatLocaleFor", () => {
  it("uses one locale per language, so a screen never mixes separators", () => {
    expect(formatLocaleFor("en")).toBe("en-US");
    expect(formatLocaleFor("es")).toBe("es-CO");
  });
  it("formats every currency in the language's separators (the code says which currency it is)", () => {
    const es = formatLocaleFor("es");
    expect(plain(formatMoney(1234.5, "MXN", es))).toBe("MXN 1.234,50");
    expect(plain(formatMoney(1234.5, "USDC", es))).toBe("1.234,50 USDC");
  });
});

describe("formatDateTime", () => {
  const instant = "2026-11-22T13:05:00Z";

  it("formats in the given zone and locale, naming the zone", () => {
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "UTC" }))).toBe("Nov 22, 2026, 1:05 PM UTC");
    expect(plain(formatDateTime(instant, "es-CO", { timeZone: "America/Bogota" }))).toBe("22/11/2026, 8:05 a. m. COT");
    // The abbreviation does not depend on the language: COT in English too, EST in Spanish too.
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "America/Bogota" }))).toBe("Nov 22, 2026, 8:05 AM COT");
    expect(plain(formatDateTime(instant, "es-CO", { timeZone: "America/New_York" }))).toBe(
      "22/11/2026, 8:05 a. m. EST",
    );
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "America/Mexico_City" }))).toBe(
      "Nov 22, 2026, 7:05 AM CST",
    );
  });

  it("follows daylight saving time in zones that have it", () => {
    const summer = "2026-07-01T13:05:00Z";
    expect(plain(formatDateTime(summer, "en-US", { timeZone: "America/New_York" }))).toBe("Jul 1, 2026, 9:05 AM EDT");
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "Europe/Madrid" }))).toBe("Nov 22, 2026, 2:05 PM CET");
    expect(plain(formatDateTime(summer, "es-CO", { timeZone: "Europe/Madrid" }))).toBe("1/07/2026, 3:05 p. m. CEST");
    // Southern hemisphere: summer in November.
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "Australia/Sydney" }))).toBe(
      "Nov 23, 2026, 12:05 AM AEDT",
    );
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "America/Santiago" }))).toBe(
      "Nov 22, 2026, 10:05 AM CLST",
    );
  });

  it("falls back to the GMT offset for a zone without a common abbreviation", () => {
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "Asia/Kathmandu" }))).toBe(
      "Nov 22, 2026, 6:50 PM GMT+5:45",
    );
  });

  it("adds seconds on request, leaves the zone out on request, and shows invalid input unchanged", () => {
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "UTC", withSeconds: true }))).toBe(
      "Nov 22, 2026, 1:05:00 PM UTC",
    );
    expect(plain(formatDateTime(instant, "en-US", { timeZone: "UTC", withZone: false }))).toBe("Nov 22, 2026, 1:05 PM");
    expect(formatDateTime("not a date", "en-US")).toBe("not a date");
  });

  it("is the same text on every call for the same zone (server and browser render alike)", () => {
    const first = formatDateTime(instant, "es-CO", { timeZone: "America/Bogota" });
    expect(formatDateTime(new Date(instant), "es-CO", { timeZone: "America/Bogota" })).toBe(first);
    expect(formatDateTime(Date.parse(instant), "es-CO", { timeZone: "America/Bogota" })).toBe(first);
  });
});

describe("formatIsoInZone", () => {
  it("gives the wall-clock time in the zone with its offset", () => {
    expect(formatIsoInZone("2026-11-25T12:51:00Z", "America/Bogota")).toBe("2026-11-25T07:51:00-05:00");
    expect(formatIsoInZone("2026-11-25T12:51:00Z", "UTC")).toBe("2026-11-25T12:51:00+00:00");
    expect(formatIsoInZone("2026-07-01T12:51:00Z", "America/New_York")).toBe("2026-07-01T08:51:00-04:00");
    expect(formatIsoInZone("2026-11-25T12:51:00Z", "America/New_York")).toBe("2026-11-25T07:51:00-05:00");
    expect(formatIsoInZone("2026-11-25T12:51:00Z", "Asia/Kolkata")).toBe("2026-11-25T18:21:00+05:30");
    expect(formatIsoInZone("2026-11-25T23:30:00Z", "Australia/Sydney")).toBe("2026-11-26T10:30:00+11:00");
  });

  it("names the same instant: parsing it back gives the original time", () => {
    for (const zone of ["America/Bogota", "Europe/Madrid", "Pacific/Chatham", "America/St_Johns"]) {
      const iso = formatIsoInZone("2026-03-29T01:30:00Z", zone);
      expect(new Date(iso).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    }
  });

  it("keeps midnight as 00, not 24", () => {
    expect(formatIsoInZone("2026-11-25T05:00:00Z", "America/Bogota")).toBe("2026-11-25T00:00:00-05:00");
  });
});

describe("zoneAbbreviation", () => {
  it("changes with daylight saving time and is the same whatever the date's form", () => {
    expect(zoneAbbreviation("2026-01-15T12:00:00Z", "America/Los_Angeles")).toBe("PST");
    expect(zoneAbbreviation(new Date("2026-07-15T12:00:00Z"), "America/Los_Angeles")).toBe("PDT");
    expect(zoneAbbreviation("2026-01-15T12:00:00Z", "Europe/London")).toBe("GMT");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "Europe/London")).toBe("BST");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "America/Sao_Paulo")).toBe("BRT");
  });
});
