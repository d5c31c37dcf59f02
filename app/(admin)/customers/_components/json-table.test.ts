import { describe, expect, it } from "vitest";
import { addKey, cellText, cellValue, removeKey, setCell, setNumberCell, strategyColumns } from "./json-table";

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
