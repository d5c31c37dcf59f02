import { describe, expect, it } from "vitest";
import { PAYOUT_STATUSES, beneficiarySchema, payoutSchema, userCreateInputSchema } from "@/lib/contract";
import { PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import { toPayout } from "../queries/payouts";
import { BANKS } from "./banks";
import { buildPayouts, statusWeightsForInFlight } from "./payouts";
import { Rng } from "./prng";
import { buildUsers } from "./users";

const NOW = new Date("2026-11-01T00:00:00.000Z");
const build = (count: number) => buildPayouts("cus", "ACME-PO-", { start: 0, count }, NOW, new Rng("payouts:acme"));

describe("seeded payouts", () => {
  const rows = build(2400);

  it("are deterministic", () => {
    expect(build(50)).toEqual(rows.slice(0, 50));
  });

  it("cover every status, beneficiary type and currency", () => {
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PAYOUT_STATUSES));
    expect(new Set(rows.map((r) => r.beneficiary.type))).toEqual(new Set(["BANK", "BREB", "WALLET"]));
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(["COP", "USDC", "USDT"]));
    const countries = new Set(rows.map((r) => (r.beneficiary.account as { countryCode?: string }).countryCode));
    expect(countries).toEqual(new Set(["CO", "MX"]));
  });

  it("satisfy the contract's strict beneficiary rules and the Payout record schema", () => {
    for (const row of rows) {
      const strict = beneficiarySchema.safeParse(row.beneficiary);
      expect(strict.success, JSON.stringify(strict.error?.issues)).toBe(true);
      payoutSchema.parse(toPayout({ ...row, requestHash: null }));
    }
  });

  it("spread createdAt over the last 90 days and use ACME-PO-nnnnnn externalIds", () => {
    const ages = rows.map((r) => NOW.getTime() - r.createdAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90 * 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(80 * 86_400_000);
    const ids = rows.flatMap((r) => (r.externalId ? [r.externalId] : []));
    expect(ids.every((id) => /^ACME-PO-\d{6}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("look like a working day: most payouts in flight within their service level, a few dozen overdue", () => {
    const inFlight = rows.filter((r) => PAYOUT_LIFECYCLE[r.status].serviceLevelHours !== null);
    const overdue = inFlight.filter((r) => {
      const hours = PAYOUT_LIFECYCLE[r.status].serviceLevelHours ?? 0;
      return NOW.getTime() - r.updatedAt.getTime() > hours * 3_600_000;
    });
    expect(inFlight.length).toBeGreaterThan(300);
    expect(overdue.length).toBeGreaterThanOrEqual(12);
    expect(overdue.length).toBeLessThanOrEqual(60);
    const phases = new Set(overdue.map((r) => PAYOUT_LIFECYCLE[r.status].phase));
    expect(phases.size).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
  });

  it("leave the share of payouts in flight the benchmark asks for (1,000,000 with 50,000 in flight)", () => {
    const weights = statusWeightsForInFlight(0.05);
    const many = buildPayouts("cus", "ACME-PO-", { start: 0, count: 20_000 }, NOW, new Rng("payouts:acme"), weights);
    const inFlight = many.filter((r) => PAYOUT_LIFECYCLE[r.status].serviceLevelHours !== null).length;
    expect(inFlight / many.length).toBeGreaterThan(0.04);
    expect(inFlight / many.length).toBeLessThan(0.065);
    expect(() => statusWeightsForInFlight(1)).toThrow();
  });

  it("use real bank codes and wallet addresses shaped for their network", () => {
    const codes = new Set(BANKS.map((b) => b.code));
    for (const { beneficiary } of rows) {
      const account = beneficiary.account as Record<string, string>;
      if (beneficiary.type === "BANK") expect(codes.has(account.bankCode ?? "")).toBe(true);
      if (beneficiary.type !== "WALLET") continue;
      const pattern = {
        POLYGON: /^0x[0-9a-f]{40}$/,
        BSC: /^0x[0-9a-f]{40}$/,
        SOLANA: /^[1-9A-HJ-NP-Za-km-z]{43,44}$/,
        TRON: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
      }[account.network ?? ""];
      expect(account.address).toMatch(pattern ?? /^$/);
    }
  });
});

describe("seeded users", () => {
  it("carry data valid for POST /api/v2/users", () => {
    for (const user of buildUsers("cus", "ACME-USR-", 60, NOW, new Rng("users:acme"))) {
      const parsed = userCreateInputSchema.safeParse({ type: user.type, data: user.data, externalId: user.externalId });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});
