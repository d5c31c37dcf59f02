import { describe, expect, it } from "vitest";
import { payoutCreateInputSchema, payoutListResponseSchema, payoutSchema } from "@/lib/contract";
import { accepts, bankBeneficiary, issuePaths, omit, payoutRecord } from "./spec-payloads";

describe("spec: Resources / Payout — record as the API answers it", () => {
  it("accepts a payout with every field", () => {
    const parsed = payoutSchema.parse(payoutRecord);
    expect(parsed).toEqual(payoutRecord);
  });

  it("accepts a payout without the optional details, transferProof, externalId, metadata", () => {
    const minimal = omit(payoutRecord, "details", "transferProof", "externalId", "metadata");
    expect(payoutSchema.parse(minimal)).toEqual(minimal);
  });

  it.each(["id", "amount", "currency", "beneficiary", "status", "createdAt", "updatedAt"] as const)(
    "refuses a payout without the required %s",
    (field) => {
      expect(issuePaths(payoutSchema, omit(payoutRecord, field))).toContain(field);
    },
  );

  it.each([
    ["id", 42],
    ["amount", "250000"],
    ["currency", 1],
    ["status", null],
    ["details", 7],
    ["transferProof", false],
    ["externalId", 1],
    ["metadata", "note"],
    ["createdAt", "yesterday"],
    ["updatedAt", 1714000000],
  ])("refuses a wrongly typed %s", (field, value) => {
    expect(issuePaths(payoutSchema, { ...payoutRecord, [field]: value })).toContain(field);
  });

  it("keeps an unknown status and unknown extra fields (tolerant reader)", () => {
    const newer = { ...payoutRecord, status: "CASH_OUT_ON_HOLD", fee: 1200, network: { name: "ACH" } };
    const parsed = payoutSchema.parse(newer);
    expect(parsed.status).toBe("CASH_OUT_ON_HOLD");
    expect(parsed).toMatchObject({ fee: 1200, network: { name: "ACH" } });
  });

  it("keeps an unknown currency as a plain string", () => {
    expect(payoutSchema.parse({ ...payoutRecord, currency: "MXN" }).currency).toBe("MXN");
  });

  it("keeps a beneficiary of a type the dashboard does not know", () => {
    const pix = { type: "PIX", account: { pixKey: "ana@example.com" } };
    expect(payoutSchema.parse({ ...payoutRecord, beneficiary: pix }).beneficiary).toEqual(pix);
  });
});

describe("spec: Endpoints / GET /api/v2/payouts — 200 body", () => {
  it("has payouts and totalPage, both required", () => {
    expect(accepts(payoutListResponseSchema, { payouts: [payoutRecord], totalPage: 3 })).toBe(true);
    expect(accepts(payoutListResponseSchema, { payouts: [], totalPage: 0 })).toBe(true);
    expect(issuePaths(payoutListResponseSchema, { payouts: [] })).toEqual(["totalPage"]);
    expect(issuePaths(payoutListResponseSchema, { totalPage: 1 })).toEqual(["payouts"]);
    expect(issuePaths(payoutListResponseSchema, { payouts: [], totalPage: "1" })).toEqual(["totalPage"]);
  });
});

/** What a client sends to create a payout (sandbox extension): the record minus server fields. */
const createInput = {
  amount: 250000,
  currency: "COP",
  beneficiary: bankBeneficiary,
  externalId: "client-0001",
  details: "March payroll",
  metadata: { invoice: "INV-77" },
};

describe("spec: Resources / Payout — creation input (strict)", () => {
  it("accepts a full input and a minimal one", () => {
    expect(payoutCreateInputSchema.parse(createInput)).toEqual(createInput);
    const minimal = omit(createInput, "externalId", "details", "metadata");
    expect(accepts(payoutCreateInputSchema, minimal)).toBe(true);
  });

  it("refuses an unknown key, including a client-chosen status", () => {
    expect(accepts(payoutCreateInputSchema, { ...createInput, fee: 1 })).toBe(false);
    expect(accepts(payoutCreateInputSchema, { ...createInput, status: "BOGUS" })).toBe(false);
    expect(accepts(payoutCreateInputSchema, { ...createInput, status: "CREATED" })).toBe(false);
  });

  it("refuses a currency outside COP, USDC, USDT", () => {
    expect(issuePaths(payoutCreateInputSchema, { ...createInput, currency: "MXN" })).toEqual(["currency"]);
    for (const currency of ["COP", "USDC", "USDT"]) {
      expect(accepts(payoutCreateInputSchema, { ...createInput, currency })).toBe(true);
    }
  });

  it("refuses a zero, negative or textual amount", () => {
    for (const amount of [0, -5, "100", Number.POSITIVE_INFINITY]) {
      expect(issuePaths(payoutCreateInputSchema, { ...createInput, amount })).toEqual(["amount"]);
    }
  });

  it("refuses a beneficiary of an unknown type (no tolerant fallback on input)", () => {
    const pix = { type: "PIX", account: { pixKey: "x" } };
    expect(accepts(payoutCreateInputSchema, { ...createInput, beneficiary: pix })).toBe(false);
  });

  it("reports a broken beneficiary rule on the beneficiary path", () => {
    const noNames = { type: "BANK", account: omit(bankBeneficiary.account, "firstName", "lastName") };
    expect(issuePaths(payoutCreateInputSchema, { ...createInput, beneficiary: noNames })).toEqual([
      "beneficiary.account.firstName",
      "beneficiary.account.companyName",
      "beneficiary.account.lastName",
    ]);
  });
});
