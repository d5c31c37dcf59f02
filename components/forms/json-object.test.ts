import { describe, expect, it } from "vitest";
import { parseJsonObject } from "./json-object";

describe("parseJsonObject", () => {
  it("accepts any JSON object, nested or empty", () => {
    expect(parseJsonObject("{}")).toEqual({ ok: true, value: {} });
    expect(parseJsonObject('{"COP/USDC":{"spread":0.5,"x":[1,null]}}')).toEqual({
      ok: true,
      value: { "COP/USDC": { spread: 0.5, x: [1, null] } },
    });
  });

  it("refuses arrays, scalars and null", () => {
    for (const text of ["[]", "1", '"s"', "null", "true"]) {
      expect(parseJsonObject(text)).toEqual({ ok: false, reason: "not_object" });
    }
  });

  it("refuses broken JSON with the parser's detail", () => {
    const result = parseJsonObject('{"a":');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("syntax");
    expect(result.detail).toBeTruthy();
  });
});
