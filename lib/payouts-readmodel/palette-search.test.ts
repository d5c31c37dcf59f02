import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import type { PayoutFlightValues } from "@/lib/db/queries/payout-flight";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { matchedBy, paletteSearchQuerySchema } from "./palette-search";

/** The palette finds payouts by id, externalId and beneficiary name in the read model, per customer. */

vi.mock("server-only", () => ({}));

const NOW = new Date("2026-11-27T12:00:00.000Z");
const acme = { customerId: "cust-acme" };
const otra = { customerId: "cust-otra" };
let store: TestStore;

const row = (
  payoutId: string,
  externalId: string | null,
  beneficiaryName: string | null,
  minutesAgo: number,
): PayoutFlightValues => ({
  payoutId,
  status: "CASH_OUT_PENDING",
  phase: "CASH_OUT",
  amount: "1500000",
  currency: "COP",
  beneficiaryName,
  externalId,
  details: null,
  apiUpdatedAt: new Date(NOW.getTime() - minutesAgo * 60_000),
  statusSince: new Date(NOW.getTime() - minutesAgo * 60_000),
  statusSinceObserved: true,
  firstSeenAt: NOW,
  lastSeenAt: NOW,
  source: "scan",
});

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  const { upsertFlightRows } = await import("@/lib/db/queries/payout-flight");
  await upsertFlightRows(acme, [
    row("po_7f3a91", "INV-2026-0042", "María Hernández", 30),
    row("po_7f3b02", "INV-2026-0043", "Acme 100% Ltda", 10),
    row("po_c001", "po_7f3a91-retry", "Jorge Ruiz", 5),
  ]);
  await upsertFlightRows(otra, [row("po_7f3a99", "INV-2026-0042", "María Hernández", 1)]);
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`palette payout search (${testStoreKind()})`, () => {
  it("finds by the start of an id, newest in status first, and only the customer's own", async () => {
    const { searchPaletteMatches } = await import("./palette-search");
    const matches = await searchPaletteMatches(acme, "po_7f3");
    expect(matches.map((m) => m.id)).toEqual(["po_c001", "po_7f3b02", "po_7f3a91"]);
    expect(matches.find((m) => m.id === "po_7f3a91")?.matchedBy).toBe("id");
    expect(matches.find((m) => m.id === "po_c001")?.matchedBy).toBe("externalId");
  });

  it("puts an exact id or externalId first", async () => {
    const { searchPaletteMatches } = await import("./palette-search");
    const matches = await searchPaletteMatches(acme, "po_7f3a91");
    expect(matches[0]?.id).toBe("po_7f3a91");
  });

  it("finds by externalId and by any part of the beneficiary's name, whatever the case", async () => {
    const { searchPaletteMatches } = await import("./palette-search");
    expect((await searchPaletteMatches(acme, "inv-2026-0042")).map((m) => m.id)).toEqual(["po_7f3a91"]);
    const byName = await searchPaletteMatches(acme, "hernández");
    expect(byName.map((m) => [m.id, m.matchedBy])).toEqual([["po_7f3a91", "beneficiary"]]);
    expect(byName[0]).toMatchObject({ amount: 1_500_000, currency: "COP", status: "CASH_OUT_PENDING" });
  });

  it("reads % and _ typed by the operator as themselves", async () => {
    const { searchPaletteMatches } = await import("./palette-search");
    expect((await searchPaletteMatches(acme, "100%")).map((m) => m.id)).toEqual(["po_7f3b02"]);
    expect(await searchPaletteMatches(acme, "%%")).toEqual([]);
  });

  it("takes two characters at least", () => {
    expect(paletteSearchQuerySchema.safeParse({ q: " a " }).success).toBe(false);
    expect(paletteSearchQuerySchema.safeParse({ q: "po" }).success).toBe(true);
    expect(matchedBy({ payoutId: "x", externalId: null, beneficiaryName: "Ana" }, "an")).toBe("beneficiary");
  });
});
