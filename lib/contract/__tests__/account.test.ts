import { describe, expect, it } from "vitest";
import { ACCOUNT_TYPES, accountSchema, accountUpdateInputSchema, pseDataSchema } from "@/lib/contract";
import { accountRecord, pseData } from "./event-payloads";
import { accepts, companyDocument, issuePaths, omit } from "./spec-payloads";

describe("spec: Resources / Account — record", () => {
  it.each(ACCOUNT_TYPES)("accepts an account of type %s", (type) => {
    expect(accountSchema.parse({ ...accountRecord, type })).toMatchObject({ type });
  });

  it.each(["id", "userId", "type", "status", "data", "externalId", "createdAt", "updatedAt"] as const)(
    "requires %s",
    (field) => {
      expect(issuePaths(accountSchema, omit(accountRecord, field))).toContain(field);
    },
  );

  it("refuses wrongly typed fields", () => {
    expect(issuePaths(accountSchema, { ...accountRecord, data: "PSE" })).toEqual(["data"]);
    expect(issuePaths(accountSchema, { ...accountRecord, userId: 7 })).toEqual(["userId"]);
    expect(issuePaths(accountSchema, { ...accountRecord, createdAt: "2026-03-01" })).toEqual(["createdAt"]);
  });

  it("keeps an unknown type, status and extra field (tolerant reader)", () => {
    const newer = { ...accountRecord, type: "CBU", status: "FROZEN", bankName: "Galicia" };
    expect(accountSchema.parse(newer)).toEqual(newer);
  });

  it("carries complianceUrl in account events, optional elsewhere", () => {
    const withUrl = { ...accountRecord, complianceUrl: "https://kyc.example.com/flow/abc" };
    expect(accountSchema.parse(withUrl).complianceUrl).toBe(withUrl.complianceUrl);
    expect(accountSchema.parse(accountRecord).complianceUrl).toBeUndefined();
  });
});

describe("spec: Resources / Account — PSE data", () => {
  it("accepts a person holder and a company holder", () => {
    expect(pseDataSchema.parse(pseData)).toEqual(pseData);
    const company = { ...omit(pseData, "firstName", "lastName"), companyName: "Acme SAS", document: companyDocument };
    expect(accepts(pseDataSchema, company)).toBe(true);
  });

  it.each(["document", "accountNumber", "bankCode", "type", "countryCode"] as const)("requires %s", (field) => {
    expect(issuePaths(pseDataSchema, omit(pseData, field))).toEqual([field]);
  });

  it("applies the holder-name rule and the savings/checking type", () => {
    expect(issuePaths(pseDataSchema, omit(pseData, "lastName"))).toEqual(["lastName"]);
    expect(issuePaths(pseDataSchema, { ...pseData, type: "current" })).toEqual(["type"]);
  });
});

describe("spec: Endpoints / PATCH /api/v2/accounts/{id} — body", () => {
  it("accepts type PSE with valid PSE data", () => {
    const body = { type: "PSE", data: pseData };
    expect(accountUpdateInputSchema.parse(body)).toEqual(body);
  });

  it("validates the data of type PSE", () => {
    expect(issuePaths(accountUpdateInputSchema, { type: "PSE", data: omit(pseData, "accountNumber") })).toEqual([
      "data.accountNumber",
    ]);
    expect(issuePaths(accountUpdateInputSchema, { type: "PSE", data: { ...pseData, bankCode: "" } })).toEqual([
      "data.bankCode",
    ]);
  });

  it.each(ACCOUNT_TYPES.filter((type) => type !== "PSE"))("accepts type %s with a data object", (type) => {
    expect(accepts(accountUpdateInputSchema, { type, data: { reference: "x" } })).toBe(true);
  });

  it("requires type and data, refuses unknown types and keys", () => {
    expect(accepts(accountUpdateInputSchema, { data: pseData })).toBe(false);
    expect(accepts(accountUpdateInputSchema, { type: "PSE" })).toBe(false);
    expect(accepts(accountUpdateInputSchema, { type: "CBU", data: {} })).toBe(false);
    expect(accepts(accountUpdateInputSchema, { type: "PSE", data: pseData, status: "ACTIVE" })).toBe(false);
    expect(accepts(accountUpdateInputSchema, { type: "SPEI", data: "0123" })).toBe(false);
  });
});
