import { describe, expect, it } from "vitest";
import {
  copRechargeInputSchema,
  copRechargeResponseSchema,
  RECHARGE_DESCRIPTION_MAX,
  RECHARGE_ORDER_MAX,
} from "@/lib/contract";
import { accepts, issuePaths, omit } from "./spec-payloads";

const recharge = { order: "RCH-2026-0001", amount: 5000000, description: "Float top-up for March payouts" };

describe("spec: Endpoints / POST /api/v2/backoffice/ops/recharges/cop — body", () => {
  it("accepts a valid recharge", () => {
    expect(copRechargeInputSchema.parse(recharge)).toEqual(recharge);
  });

  it.each(["order", "amount", "description"] as const)("requires %s", (field) => {
    expect(issuePaths(copRechargeInputSchema, omit(recharge, field))).toEqual([field]);
  });

  it("takes an order of at most 100 characters (spec: Limits)", () => {
    expect(RECHARGE_ORDER_MAX).toBe(100);
    expect(accepts(copRechargeInputSchema, { ...recharge, order: "o".repeat(100) })).toBe(true);
    expect(issuePaths(copRechargeInputSchema, { ...recharge, order: "o".repeat(101) })).toEqual(["order"]);
    expect(issuePaths(copRechargeInputSchema, { ...recharge, order: "" })).toEqual(["order"]);
  });

  it("takes a description of at most 250 characters (spec: Limits)", () => {
    expect(RECHARGE_DESCRIPTION_MAX).toBe(250);
    expect(accepts(copRechargeInputSchema, { ...recharge, description: "d".repeat(250) })).toBe(true);
    expect(issuePaths(copRechargeInputSchema, { ...recharge, description: "d".repeat(251) })).toEqual(["description"]);
  });

  it("takes an integer amount in COP of at least 1", () => {
    expect(accepts(copRechargeInputSchema, { ...recharge, amount: 1 })).toBe(true);
    for (const amount of [0, 1.5, -5, "100", null]) {
      expect(issuePaths(copRechargeInputSchema, { ...recharge, amount })).toEqual(["amount"]);
    }
  });

  it("refuses unknown keys", () => {
    expect(accepts(copRechargeInputSchema, { ...recharge, currency: "COP" })).toBe(false);
  });
});

const response = {
  CODE: "00",
  DESC: "OK",
  DATA: {
    OrdenID: "88412",
    Monto: "5000000",
    PVordenID: "PV-88412",
    Referencia: "RCH-2026-0001",
    Operacion: "RECARGA",
    checkout: "https://checkout.example.com/88412",
  },
};

describe("spec: Resources / COP recharge response", () => {
  it("accepts CODE, DESC and DATA with its six string fields", () => {
    expect(copRechargeResponseSchema.parse(response)).toEqual(response);
  });

  it.each(["CODE", "DESC", "DATA"] as const)("requires %s", (field) => {
    expect(issuePaths(copRechargeResponseSchema, omit(response, field))).toEqual([field]);
  });

  it.each(Object.keys(response.DATA) as (keyof typeof response.DATA)[])("requires DATA.%s as a string", (field) => {
    expect(issuePaths(copRechargeResponseSchema, { ...response, DATA: omit(response.DATA, field) })).toEqual([
      `DATA.${field}`,
    ]);
    const numeric = { ...response, DATA: { ...response.DATA, [field]: 5000000 } };
    expect(issuePaths(copRechargeResponseSchema, numeric)).toEqual([`DATA.${field}`]);
  });
});
