import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exceedsJsonDepth, nestingDepth } from "./json-depth";

/** Nesting depth of a parsed JSON value: a scalar is 0, [] and {} are 1. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe("exceedsJsonDepth", () => {
  it("agrees with the parsed value's depth on any JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(exceedsJsonDepth(text, max)).toBe(depthOf(value) > max);
      }),
    );
  });

  it("skips brackets in strings and keys, escaped quotes included", () => {
    expect(exceedsJsonDepth(JSON.stringify({ '{"[': '\\"[[[{{{' }), 1)).toBe(false);
  });

  it("stops early on a huge unclosed opening", () => {
    expect(exceedsJsonDepth("[".repeat(10_000_000), 64)).toBe(true);
  });
});

describe("nestingDepth", () => {
  it("counts the deepest opening, strings aside, and never goes below zero on stray closers", () => {
    expect(nestingDepth('[{"a":[1]}]')).toBe(3);
    expect(nestingDepth('"[[["')).toBe(0);
    expect(nestingDepth("]]]]][[")).toBe(2);
  });

  it("stops as soon as it passes stopAbove", () => {
    expect(nestingDepth("[".repeat(1000), 5)).toBe(6);
  });
});
