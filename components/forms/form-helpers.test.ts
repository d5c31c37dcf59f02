import { describe, expect, it } from "vitest";
import { anyDirty } from "./form-helpers";

describe("anyDirty", () => {
  it("is false for no marks and for marks that are all false", () => {
    expect(anyDirty({})).toBe(false);
    expect(anyDirty({ data: { email: false, document: {} } })).toBe(false);
    expect(anyDirty(undefined)).toBe(false);
  });

  it("finds a mark however deep, in objects and arrays", () => {
    expect(anyDirty({ data: { email: true } })).toBe(true);
    expect(anyDirty({ data: { document: { number: true } } })).toBe(true);
    expect(anyDirty({ items: [{}, { name: true }] })).toBe(true);
  });
});
