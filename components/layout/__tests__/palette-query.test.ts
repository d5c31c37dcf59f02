import { describe, expect, it } from "vitest";
import {
  externalIdSearchHref,
  looksLikeId,
  payoutHref,
  resolvePayoutHref,
  ATTENTION_HREF,
  matchValue,
  paletteRank,
  textMatches,
} from "../palette-query";

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

describe("palette ordering and matching", () => {
  const score = (value: string, search: string) => (value.toLowerCase().includes(search.toLowerCase()) ? 0.9 : 0);

  it("puts the next steps and the by-id lookups first, so Enter does what the first line says", () => {
    expect(paletteRank("open-payout ORD-1", "ORD-1", undefined, score)).toBe(1);
    expect(paletteRank("find-external-id ORD-1", "ORD-1", undefined, score)).toBe(1);
    expect(paletteRank("next-payouts", "zzz", undefined, score)).toBe(1);
  });

  it("ranks found payouts below a screen that matches well, above screens that do not match", () => {
    const payout = paletteRank(matchValue({ id: "po_1" }), "webho", undefined, score);
    expect(paletteRank("Webhooks", "webho", undefined, score)).toBeGreaterThan(payout);
    expect(paletteRank("Roles", "webho", undefined, score)).toBeLessThan(payout);
  });

  it("matches a screen by label, key or path, case-insensitively, and nothing for empty text", () => {
    expect(textMatches("WEBHO", ["Webhooks", "webhooks", "/webhooks"])).toBe(true);
    expect(textMatches("hernández", ["Webhooks", "webhooks", "/webhooks"])).toBe(false);
    expect(textMatches("  ", ["Webhooks"])).toBe(false);
  });

  it("offers the attention queue as the read model's URL", () => {
    expect(ATTENTION_HREF).toBe("/payouts?attention=1");
  });
});
