import { describe, expect, it } from "vitest";
import { formatLocaleFor, parseAmountInput } from "@/lib/i18n/format";
import {
  addKey,
  cellText,
  cellValue,
  issuePathText,
  removeKey,
  setCell,
  setNumberCell,
  strategyColumns,
} from "./json-table";

const strategies = {
  "COP/USDC": { strategy: "BEST_PRICE", spreadBps: 85, extra: { tier: 2 } },
  "MXN/USDC": { strategy: "FIXED_SPREAD", provider: "bitso" },
  "ODD/PAIR": "not an object",
};

describe("strategy table", () => {
  it("collects columns across pairs in first-seen order", () => {
    expect(strategyColumns(strategies)).toEqual(["strategy", "spreadBps", "extra", "provider"]);
  });

  it("keeps numbers numbers and text text", () => {
    expect(cellValue("90", 85)).toBe(90);
    expect(cellValue("abc", 85)).toBe("abc");
    expect(cellValue("12", "BEST_PRICE")).toBe("12");
    expect(cellValue("7", undefined)).toBe(7);
    expect(cellValue("  ", 1)).toBeUndefined();
  });

  it("edits one cell and leaves the rest, nested values included", () => {
    const next = setCell(strategies, "COP/USDC", "spreadBps", "90");
    expect(next["COP/USDC"]).toEqual({ strategy: "BEST_PRICE", spreadBps: 90, extra: { tier: 2 } });
    expect(next["MXN/USDC"]).toBe(strategies["MXN/USDC"]);
    expect(setCell(strategies, "MXN/USDC", "provider", "")["MXN/USDC"]).toEqual({ strategy: "FIXED_SPREAD" });
  });

  it("adds and removes keys without overwriting", () => {
    expect(addKey({ a: 1 }, " b ", {})).toEqual({ a: 1, b: {} });
    expect(addKey({ a: 1 }, "a", 2)).toEqual({ a: 1 });
    expect(removeKey({ a: 1, b: 2 }, "a")).toEqual({ b: 2 });
  });

  it("shows nested values as read-only JSON", () => {
    expect(cellText({ tier: 2 })).toEqual({ text: '{"tier":2}', editable: false });
    expect(cellText(85)).toEqual({ text: "85", editable: true });
  });
});

describe("typed number cells", () => {
  it("turn numeric text into a number even where the cell held text", () => {
    const wrong = { "COP/USDC": { maxAmount: "lots", provider: "bitso" } };
    expect(setNumberCell(wrong, "COP/USDC", "maxAmount", "10")["COP/USDC"]).toEqual({
      maxAmount: 10,
      provider: "bitso",
    });
    expect(setNumberCell(wrong, "COP/USDC", "maxAmount", "ten")["COP/USDC"]).toEqual({
      maxAmount: "ten",
      provider: "bitso",
    });
    expect(setNumberCell(wrong, "COP/USDC", "maxAmount", "")["COP/USDC"]).toEqual({ provider: "bitso" });
  });
});

describe("amount cells read in the operator's language", () => {
  const readIn = (language: "en" | "es") => (text: string) => {
    const reading = parseAmountInput(text, formatLocaleFor(language), 2);
    return reading.ok ? reading.amount : undefined;
  };
  it("take the language's thousands marks, and keep what they cannot read so it is named", () => {
    const pricing = { "MXN/USDC": { maxAmount: 1 } };
    expect(setNumberCell(pricing, "MXN/USDC", "maxAmount", "1,000", readIn("en"))["MXN/USDC"]).toEqual({
      maxAmount: 1000,
    });
    expect(setNumberCell(pricing, "MXN/USDC", "maxAmount", "1.000,5", readIn("es"))["MXN/USDC"]).toEqual({
      maxAmount: 1000.5,
    });
    expect(setNumberCell(pricing, "MXN/USDC", "maxAmount", "1.5", readIn("es"))["MXN/USDC"]).toEqual({
      maxAmount: "1.5",
    });
  });
});

describe("where an issue sits", () => {
  it("names known fields in the operator's words, not the API's keys", () => {
    const labels: Record<string, string> = { spreadBps: "Spread (basis points)" };
    expect(issuePathText(["MXN/USDC", "spreadBps"], (key) => labels[key])).toBe("MXN/USDC › Spread (basis points)");
    expect(issuePathText(["MXN/USDC", "tier"], (key) => labels[key])).toBe("MXN/USDC › tier");
  });
});
