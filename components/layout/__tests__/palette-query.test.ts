import { describe, expect, it } from "vitest";
import { externalIdSearchHref, looksLikeId, payoutHref, resolvePayoutHref } from "../palette-query";

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

describe("resolvePayoutHref: the palette's first action", () => {
  const api = (rows: Record<string, { id: string }[]>) => {
    const asked: Record<string, string>[] = [];
    const lookup = async (query: Record<string, string>) => {
      asked.push(query);
      return { payouts: rows[query.id !== undefined ? `id:${query.id}` : `ext:${query.externalId}`] ?? [] };
    };
    return { asked, lookup };
  };

  it("opens the payout with that id without asking for externalIds", async () => {
    const { asked, lookup } = api({ "id:9f1c": [{ id: "9f1c" }] });
    expect(await resolvePayoutHref(" 9f1c ", lookup)).toBe("/payouts/9f1c");
    expect(asked).toEqual([{ id: "9f1c", limit: "1" }]);
  });

  it("opens the one payout with that externalId", async () => {
    const { lookup } = api({ "ext:ACME-PO-001734": [{ id: "uuid-1" }] });
    expect(await resolvePayoutHref("ACME-PO-001734", lookup)).toBe("/payouts/uuid-1");
  });

  it("lists the payouts when several share the externalId", async () => {
    const { lookup } = api({ "ext:DUP-1": [{ id: "a" }, { id: "b" }] });
    expect(await resolvePayoutHref("DUP-1", lookup)).toBe("/payouts?externalId=DUP-1");
  });

  it("goes to the payout page (which says nothing has that id) when neither exists", async () => {
    const { lookup } = api({});
    expect(await resolvePayoutHref("ORD-404", lookup)).toBe("/payouts/ORD-404");
  });
});
