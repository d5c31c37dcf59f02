import { describe, expect, it } from "vitest";
import { PAYOUT_ID_PARAM_MAX, parsePayoutIdParam } from "./id-param";

describe("parsePayoutIdParam", () => {
  it("decodes and trims a normal id", () => {
    expect(parsePayoutIdParam("po_123")).toBe("po_123");
    expect(parsePayoutIdParam("%20po%2F1%20")).toBe("po/1");
  });

  it("rejects a malformed percent-encoding instead of throwing", () => {
    expect(parsePayoutIdParam("%E0%A4%A")).toBeNull();
    expect(parsePayoutIdParam("%")).toBeNull();
  });

  it("rejects blank, control characters and absurd lengths", () => {
    expect(parsePayoutIdParam("%20%20")).toBeNull();
    expect(parsePayoutIdParam("po%0A1")).toBeNull();
    expect(parsePayoutIdParam("x".repeat(PAYOUT_ID_PARAM_MAX))).toBe("x".repeat(PAYOUT_ID_PARAM_MAX));
    expect(parsePayoutIdParam("x".repeat(PAYOUT_ID_PARAM_MAX + 1))).toBeNull();
  });
});
