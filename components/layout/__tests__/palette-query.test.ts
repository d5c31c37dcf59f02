import { describe, expect, it } from "vitest";
import { externalIdSearchHref, looksLikeId, payoutHref } from "../palette-query";

describe("looksLikeId", () => {
  it.each(["9f1c2b9e-7a51-4d3c-9d6e-0a4b3c2d1e0f", "po_01HZX3K9", "ORD-2026-000123", "  inv:2026/11#7  ", "123456"])(
    "offers a payout lookup for %j",
    (text) => {
      expect(looksLikeId(text)).toBe(true);
    },
  );

  it.each(["", "pa", "roles", "pagos", "audit log", "payout 123", "ab", "x".repeat(101), "-123", "'; drop--1"])(
    "does not for %j",
    (text) => {
      expect(looksLikeId(text)).toBe(false);
    },
  );
});

describe("palette links", () => {
  it("opens a payout by id, escaping the path segment", () => {
    expect(payoutHref(" abc-123 ")).toBe("/payouts/abc-123");
    expect(payoutHref("inv/2026#7")).toBe("/payouts/inv%2F2026%237");
  });

  it("searches by externalId in the list's own query parameter", () => {
    expect(externalIdSearchHref("ORD-1")).toBe("/payouts?externalId=ORD-1");
    expect(externalIdSearchHref("a&b=1")).toBe("/payouts?externalId=a%26b%3D1");
  });
});
