import { describe, expect, it } from "vitest";
import { formatAmountNumber, formatLocaleFor, minorUnits, numberSeparators, parseAmountInput } from "../format";

const en = formatLocaleFor("en");
const es = formatLocaleFor("es");

describe("minorUnits", () => {
  it("is the currency's own: none for COP, ISO's for USD and MXN, the asset's for crypto", () => {
    expect(minorUnits("COP")).toBe(0);
    expect(minorUnits("USD")).toBe(2);
    expect(minorUnits("MXN")).toBe(2);
    expect(minorUnits("USDC")).toBe(6);
    expect(minorUnits("JPY")).toBe(0);
    expect(minorUnits("NOT-A-CODE")).toBe(2);
  });
});

describe("numberSeparators", () => {
  it("are the language's marks", () => {
    expect(numberSeparators(en)).toEqual({ group: ",", decimal: "." });
    expect(numberSeparators(es)).toEqual({ group: ".", decimal: "," });
  });
});

describe("formatAmountNumber", () => {
  it("groups in the language's way with the currency's minor units", () => {
    expect(formatAmountNumber(1_500_000, "COP", en)).toBe("1,500,000");
    expect(formatAmountNumber(1_500_000, "COP", es)).toBe("1.500.000");
    expect(formatAmountNumber(1234.5, "MXN", es)).toBe("1.234,50");
    expect(formatAmountNumber(1.5, "USDC", en)).toBe("1.50");
  });
});

describe("parseAmountInput", () => {
  it("accepts the thousands and decimal marks of the operator's language, and plain digits", () => {
    expect(parseAmountInput("1,000", en, 2)).toEqual({ ok: true, amount: 1000 });
    expect(parseAmountInput("1,234,567.25", en, 2)).toEqual({ ok: true, amount: 1_234_567.25 });
    expect(parseAmountInput("1.000", es, 2)).toEqual({ ok: true, amount: 1000 });
    expect(parseAmountInput("1.234.567,25", es, 2)).toEqual({ ok: true, amount: 1_234_567.25 });
    expect(parseAmountInput(" 2500 ", es, 0)).toEqual({ ok: true, amount: 2500 });
  });

  it("never reads the other language's marks as its own: a grouping mistake is refused, not guessed", () => {
    // "1.5" in Spanish is not 15 nor 1.5; "1,5" in English is not 15.
    expect(parseAmountInput("1.5", es, 2)).toEqual({ ok: false, reason: "grouping" });
    expect(parseAmountInput("1,5", en, 2)).toEqual({ ok: false, reason: "grouping" });
    expect(parseAmountInput("1,00,000", en, 2)).toEqual({ ok: false, reason: "grouping" });
  });

  it("names each other refusal", () => {
    expect(parseAmountInput("", en, 2)).toEqual({ ok: false, reason: "empty" });
    expect(parseAmountInput("-5", en, 2)).toEqual({ ok: false, reason: "negative" });
    expect(parseAmountInput("12a", en, 2)).toEqual({ ok: false, reason: "notANumber" });
    expect(parseAmountInput("10.5", en, 0)).toEqual({ ok: false, reason: "tooManyDecimals" });
    expect(parseAmountInput("10,555", es, 2)).toEqual({ ok: false, reason: "tooManyDecimals" });
  });
});
