import { describe, expect, it } from "vitest";
import { isWellFormedPath } from "./well-formed-path";

describe("isWellFormedPath", () => {
  it("accepts plain paths and complete escapes, including multi-byte characters", () => {
    for (const path of ["/", "/payouts/po_123", "/payouts/a%20b", "/payouts/%E0%A4%A8", "/users/%C3%B1"])
      expect(isWellFormedPath(path), path).toBe(true);
  });

  it("refuses truncated, non-hex and invalid UTF-8 escapes", () => {
    for (const path of ["/payouts/%E0%A4%A", "/payouts/%", "/payouts/abc%ZZ", "/payouts/%C3", "/payouts/%FF"])
      expect(isWellFormedPath(path), path).toBe(false);
  });
});
