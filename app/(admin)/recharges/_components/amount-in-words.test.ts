import { describe, expect, it } from "vitest";
import { copAmountInWords, spellEnglish, spellSpanish } from "./amount-in-words";

describe("Spanish", () => {
  it.each([
    [1, "un peso"],
    [15, "quince pesos"],
    [21, "veintiún pesos"],
    [31, "treinta y un pesos"],
    [100, "cien pesos"],
    [101, "ciento un pesos"],
    [555, "quinientos cincuenta y cinco pesos"],
    [1000, "mil pesos"],
    [1001, "mil un pesos"],
    [21_000, "veintiún mil pesos"],
    [101_000, "ciento un mil pesos"],
    [1_000_000, "un millón de pesos"],
    [1_500_000, "un millón quinientos mil pesos"],
    [2_000_000, "dos millones de pesos"],
    [21_000_000, "veintiún millones de pesos"],
    [1_000_000_000, "mil millones de pesos"],
    [1_234_567, "un millón doscientos treinta y cuatro mil quinientos sesenta y siete pesos"],
    [2_000_000_000_000, "dos billones de pesos"],
  ])("%i → %s", (amount, words) => {
    expect(copAmountInWords(amount, "es")).toBe(words);
  });

  it("keeps 'uno' when not before a noun", () => {
    expect(spellSpanish(21)).toBe("veintiuno");
    expect(spellSpanish(0)).toBe("cero");
  });
});

describe("English", () => {
  it.each([
    [1, "one peso"],
    [42, "forty-two pesos"],
    [100, "one hundred pesos"],
    [1_500_000, "one million five hundred thousand pesos"],
    [1_234_567, "one million two hundred thirty-four thousand five hundred sixty-seven pesos"],
    [7_000_000_013, "seven billion thirteen pesos"],
  ])("%i → %s", (amount, words) => {
    expect(copAmountInWords(amount, "en")).toBe(words);
  });

  it("spells zero", () => expect(spellEnglish(0)).toBe("zero"));
});

describe("refusals and parsing", () => {
  it("spells nothing that is not a whole positive amount", () => {
    for (const amount of [0, -5, 1.5, Number.NaN, 1e16]) expect(copAmountInWords(amount, "es")).toBeNull();
  });
});
