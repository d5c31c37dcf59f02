import { describe, expect, it } from "vitest";
import { rampSchema } from "@/lib/contract";
import { rampRecord } from "./event-payloads";
import { issuePaths, omit } from "./spec-payloads";

describe("spec: Resources / Ramp (as carried in events)", () => {
  it("accepts a ramp with every field", () => {
    expect(rampSchema.parse(rampRecord)).toEqual(rampRecord);
  });

  it("keeps a status beyond the common ones (other values may exist)", () => {
    expect(rampSchema.parse({ ...rampRecord, status: "KYT_REVIEW" }).status).toBe("KYT_REVIEW");
  });

  it("accepts a ramp without a transfer proof yet", () => {
    expect(issuePaths(rampSchema, omit(rampRecord, "transferProof"))).toEqual([]);
  });

  it.each(["fromAmount", "toAmount"] as const)("takes %s as a number", (field) => {
    expect(issuePaths(rampSchema, { ...rampRecord, [field]: "400000" })).toEqual([field]);
  });

  it.each(["isPreFunded", "active"] as const)("takes %s as a boolean", (field) => {
    expect(issuePaths(rampSchema, { ...rampRecord, [field]: "false" })).toEqual([field]);
  });

  it("takes accounts as objects with an id string and an amount number", () => {
    expect(issuePaths(rampSchema, { ...rampRecord, accounts: [{ id: "acc_01", amount: "1" }] })).toEqual([
      "accounts.0.amount",
    ]);
    expect(issuePaths(rampSchema, { ...rampRecord, accounts: [{ amount: 1 }] })).toEqual(["accounts.0.id"]);
  });

  // The spec does not say which event fields are required; these are the contract's choice.
  it.each(["id", "userId", "accountId", "quotationId", "status", "createdAt"] as const)("requires %s", (field) => {
    expect(issuePaths(rampSchema, omit(rampRecord, field))).toEqual([field]);
  });
});
