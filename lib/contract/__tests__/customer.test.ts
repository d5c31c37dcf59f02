import { describe, expect, it } from "vitest";
import { customerSchema, customerUpdateInputSchema } from "@/lib/contract";
import { accepts, issuePaths, omit, timestamps } from "./spec-payloads";

const customer = {
  id: "cus_01",
  name: "Acme Remesas",
  strategiesByPair: { "COP/USDC": { provider: "desk-a" } },
  availableProducts: { payouts: true, ramps: false },
  active: true,
  deletedAt: null,
  ...timestamps,
};

describe("spec: Resources / Customer — record", () => {
  it("accepts a live customer (deletedAt null) and a deleted one", () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
    const deleted = { ...customer, active: false, deletedAt: "2026-04-01T00:00:00.000Z" };
    expect(customerSchema.parse(deleted)).toEqual(deleted);
  });

  it.each(Object.keys(customer) as (keyof typeof customer)[])("requires %s", (field) => {
    expect(issuePaths(customerSchema, omit(customer, field))).toEqual([field]);
  });

  it("takes strategiesByPair and availableProducts as objects of any structure (not shown)", () => {
    expect(accepts(customerSchema, { ...customer, strategiesByPair: {}, availableProducts: { x: [1] } })).toBe(true);
    expect(issuePaths(customerSchema, { ...customer, strategiesByPair: ["COP/USDC"] })).toEqual(["strategiesByPair"]);
    expect(issuePaths(customerSchema, { ...customer, deletedAt: "never" })).toEqual(["deletedAt"]);
  });
});

describe("spec: Endpoints / PATCH /api/v2/customers/{id} — body", () => {
  it("accepts every field, and none (all optional)", () => {
    const body = { name: "Acme", strategiesByPair: {}, availableProducts: { PAYOUTS: true }, active: true };
    expect(customerUpdateInputSchema.parse(body)).toEqual(body);
    expect(customerUpdateInputSchema.parse({})).toEqual({});
  });

  it("refuses wrong types and unknown keys", () => {
    expect(issuePaths(customerUpdateInputSchema, { active: 1 })).toEqual(["active"]);
    expect(issuePaths(customerUpdateInputSchema, { availableProducts: "all" })).toEqual(["availableProducts"]);
    expect(issuePaths(customerUpdateInputSchema, { name: " " })).toEqual(["name"]);
    expect(accepts(customerUpdateInputSchema, { deletedAt: null })).toBe(false);
  });
});
