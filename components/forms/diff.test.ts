import { describe, expect, it } from "vitest";
import { diffIds, diffValues, renderValue } from "./diff";

describe("diffValues", () => {
  it("is empty for equal values", () => {
    expect(diffValues({ a: 1, b: [1, { c: "x" }] }, { a: 1, b: [1, { c: "x" }] })).toEqual([]);
  });

  it("reports added, removed and changed leaves with their paths", () => {
    const before = { name: "A", products: { RAMP: true, PAYOUT: false }, tags: ["x"] };
    const after = { name: "B", products: { RAMP: true, SAVINGS: true }, tags: ["x", "y"] };
    expect(diffValues(before, after)).toEqual([
      { path: "name", kind: "changed", before: "A", after: "B" },
      { path: "products.PAYOUT", kind: "removed", before: false },
      { path: "products.SAVINGS", kind: "added", after: true },
      { path: "tags[1]", kind: "added", after: "y" },
    ]);
  });

  it("treats a type change as one change, not a recursion", () => {
    expect(diffValues({ a: { b: 1 } }, { a: [1] })).toEqual([
      { path: "a", kind: "changed", before: { b: 1 }, after: [1] },
    ]);
  });

  it("reports removed array tails", () => {
    expect(diffValues([1, 2, 3], [1])).toEqual([
      { path: "[1]", kind: "removed", before: 2 },
      { path: "[2]", kind: "removed", before: 3 },
    ]);
  });
});

describe("diffIds", () => {
  it("ignores order and lists additions and removals", () => {
    expect(diffIds(["a", "b", "c"], ["c", "d", "a"])).toEqual({ added: ["d"], removed: ["b"] });
  });
});

describe("renderValue", () => {
  it("quotes strings and serialises the rest", () => {
    expect(renderValue("x")).toBe('"x"');
    expect(renderValue({ a: 1 })).toBe('{"a":1}');
    expect(renderValue(undefined)).toBe("");
  });
});
