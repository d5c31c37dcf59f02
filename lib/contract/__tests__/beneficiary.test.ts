import { describe, expect, it } from "vitest";
import {
  aliasAccountSchema,
  bankAccountSchema,
  beneficiaryRecordSchema,
  beneficiarySchema,
  isKnownBeneficiary,
  walletAccountSchema,
} from "@/lib/contract";
import { accepts, aliasAccount, bankAccount, companyDocument, issuePaths, omit, walletAccount } from "./spec-payloads";

describe("spec: Resources / Beneficiary — discriminated on type", () => {
  it("accepts BANK, BREB and WALLET beneficiaries", () => {
    for (const beneficiary of [
      { type: "BANK", account: bankAccount },
      { type: "BREB", account: aliasAccount },
      { type: "WALLET", account: walletAccount },
    ]) {
      expect(beneficiarySchema.parse(beneficiary)).toEqual(beneficiary);
    }
  });

  it("validates the account with the shape its type names", () => {
    expect(accepts(beneficiarySchema, { type: "BANK", account: walletAccount })).toBe(false);
    expect(accepts(beneficiarySchema, { type: "WALLET", account: bankAccount })).toBe(false);
    expect(accepts(beneficiarySchema, { type: "BANK", account: aliasAccount })).toBe(false);
  });

  it("refuses a missing account and an unknown type", () => {
    expect(issuePaths(beneficiarySchema, { type: "BANK" })).toEqual(["account"]);
    expect(issuePaths(beneficiarySchema, { type: "PIX", account: {} })).toEqual(["type"]);
  });
});

describe("spec: Resources / Beneficiary — bank account shape", () => {
  it("accepts a person holder with firstName and lastName", () => {
    expect(bankAccountSchema.parse(bankAccount)).toEqual(bankAccount);
  });

  it("accepts companyName alone, with a company document", () => {
    const company = {
      ...omit(bankAccount, "firstName", "middleName", "lastName"),
      companyName: "Acme Remesas SAS",
      document: { type: "NIT", number: "9001234567", issuedCountryCode: "CO" },
    };
    expect(accepts(bankAccountSchema, company)).toBe(true);
  });

  it("refuses firstName without lastName", () => {
    expect(issuePaths(bankAccountSchema, omit(bankAccount, "lastName"))).toEqual(["lastName"]);
  });

  it("refuses a holder with neither firstName nor companyName", () => {
    expect(issuePaths(bankAccountSchema, omit(bankAccount, "firstName"))).toEqual(["firstName", "companyName"]);
    expect(issuePaths(bankAccountSchema, { ...bankAccount, firstName: "  " })).toEqual(["firstName", "companyName"]);
  });

  it.each(["document", "accountNumber", "bankCode", "type", "countryCode"] as const)("requires %s", (field) => {
    expect(issuePaths(bankAccountSchema, omit(bankAccount, field))).toContain(field);
  });

  it("takes type savings or checking only", () => {
    expect(accepts(bankAccountSchema, { ...bankAccount, type: "checking" })).toBe(true);
    expect(issuePaths(bankAccountSchema, { ...bankAccount, type: "SAVINGS" })).toEqual(["type"]);
  });

  it("takes the phone in international format", () => {
    expect(issuePaths(bankAccountSchema, { ...bankAccount, phone: "3001234567" })).toEqual(["phone"]);
  });
});

describe("spec: Resources / Beneficiary — alias account shape (BREB)", () => {
  it("needs only the alias", () => {
    expect(aliasAccountSchema.parse(aliasAccount)).toEqual(aliasAccount);
    expect(issuePaths(aliasAccountSchema, {})).toEqual(["alias"]);
    expect(issuePaths(aliasAccountSchema, { alias: "" })).toEqual(["alias"]);
  });

  it("accepts every optional field, with an alias type from the list", () => {
    const full = {
      ...aliasAccount,
      firstName: "Luis",
      lastName: "Pérez",
      email: "luis@example.com",
      phone: "+573001112233",
      document: companyDocument,
      aliasType: "PHONE",
      countryCode: "CO",
    };
    expect(accepts(aliasAccountSchema, full)).toBe(true);
    expect(issuePaths(aliasAccountSchema, { ...aliasAccount, aliasType: "IBAN" })).toEqual(["aliasType"]);
  });

  it("is Colombia only", () => {
    expect(issuePaths(aliasAccountSchema, { ...aliasAccount, countryCode: "MX" })).toEqual(["countryCode"]);
  });
});

describe("spec: Resources / Beneficiary — wallet account shape", () => {
  it("accepts a company holder and a person holder", () => {
    expect(walletAccountSchema.parse(walletAccount)).toEqual(walletAccount);
    const person = { ...omit(walletAccount, "companyName"), firstName: "Ana", lastName: "Gómez" };
    expect(accepts(walletAccountSchema, person)).toBe(true);
  });

  it.each(["currency", "network", "address", "document"] as const)("requires %s", (field) => {
    expect(issuePaths(walletAccountSchema, omit(walletAccount, field))).toEqual([field]);
  });

  it("takes the listed currencies and networks only", () => {
    expect(accepts(walletAccountSchema, { ...walletAccount, currency: "BTC", network: "TRON" })).toBe(true);
    expect(issuePaths(walletAccountSchema, { ...walletAccount, currency: "ETH" })).toEqual(["currency"]);
    expect(issuePaths(walletAccountSchema, { ...walletAccount, network: "ETHEREUM" })).toEqual(["network"]);
  });

  it("applies the holder-name rule", () => {
    const nameless = omit(walletAccount, "companyName");
    expect(issuePaths(walletAccountSchema, nameless)).toEqual(["firstName", "companyName", "lastName"]);
  });
});

describe("spec: Resources / Beneficiary — tolerant reading of API answers", () => {
  it("keeps a beneficiary of a type the dashboard does not know, unchanged", () => {
    const pix = { type: "PIX", account: { pixKey: "ana@example.com", bank: "Nubank" } };
    const parsed = beneficiaryRecordSchema.parse(pix);
    expect(parsed).toEqual(pix);
    expect(isKnownBeneficiary(parsed)).toBe(false);
  });

  it("recognises a known beneficiary", () => {
    const bank = beneficiaryRecordSchema.parse({ type: "BANK", account: bankAccount });
    expect(isKnownBeneficiary(bank)).toBe(true);
  });

  it("still needs a string type and an account object", () => {
    expect(accepts(beneficiaryRecordSchema, { type: 3, account: {} })).toBe(false);
    expect(accepts(beneficiaryRecordSchema, { type: "PIX" })).toBe(false);
  });
});
