import { describe, expect, it } from "vitest";
import { ACCOUNT_TYPES } from "@/lib/contract";
import { accountFieldOfPath, describeAccountData, protectedValueLabel, words } from "./account-fields";

const holder = {
  firstName: "Ana",
  lastName: "Ruiz",
  document: { type: "CC", number: "••• 4050", issuedCountryCode: "CO" },
};

const SAMPLES: Record<(typeof ACCOUNT_TYPES)[number], Record<string, unknown>> = {
  PSE: { ...holder, accountNumber: "••• 1234", bankCode: "1007", type: "savings", countryCode: "CO" },
  SPEI: { ...holder, clabe: "••• 5678", bankCode: "002", countryCode: "MX" },
  ACH: { ...holder, routingNumber: "021000021", accountNumber: "••• 9999", type: "checking", countryCode: "US" },
  WIRE: { ...holder, swiftCode: "BOFAUS3N", accountNumber: "••• 0001", bankName: "Bank of America", countryCode: "US" },
  WALLET: { ...holder, currency: "USDC", network: "POLYGON", address: "0x12••• 9abc" },
  PIX: { ...holder, pixKeyType: "EMAIL", pixKey: "a•••@example.com", countryCode: "BR" },
  TRANSFIYA: { ...holder, phone: "+57 ••• 4567", countryCode: "CO" },
};

describe("describeAccountData", () => {
  it.each(ACCOUNT_TYPES)("shows every field of a %s account by its label, with nothing left over", (type) => {
    const { fields, other } = describeAccountData(type, SAMPLES[type]);
    expect(other).toEqual([]);
    expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(SAMPLES[type]).sort());
    expect(fields.find((f) => f.key === "document")?.value).toBe("CC ••• 4050 (CO)");
    // Never JSON.
    for (const f of fields) expect(f.value).not.toMatch(/[{}"]/);
  });

  it("puts fields a newer API sends in Other data, named in words, valued as text", () => {
    const { fields, other } = describeAccountData("PSE", {
      ...SAMPLES.PSE,
      beneficiaryNickname: "Mom",
      branch_office: { city: "Cali", code: 12 },
    });
    expect(fields.map((f) => f.key)).toContain("accountNumber");
    expect(other).toEqual([
      { label: "Beneficiary nickname", value: "Mom" },
      { label: "Branch office", value: "City: Cali; Code: 12" },
    ]);
  });

  it("reads an account type the contract does not know by the labels it has, the rest as Other data", () => {
    const { fields, other } = describeAccountData("SEPA", { firstName: "Jo", lastName: "Li", iban: "••• 0000" });
    expect(fields.map((f) => f.key)).toEqual(["firstName", "lastName"]);
    expect(other).toEqual([{ label: "Iban", value: "••• 0000" }]);
  });

  it("spells field names in words", () => {
    expect(words("accountHolderType")).toBe("Account holder type");
    expect(words("bank_branch")).toBe("Bank branch");
  });
});

describe("protectedValueLabel", () => {
  const en: Record<string, string> = {
    accountNumber: "Account number",
    document: "Holder's document",
    pixKey: "PIX key",
  };
  const label = (path: string) => protectedValueLabel(path, (key) => en[key] ?? `?${key}`);

  it("names a protected value as the account's data view names its field, never by its path", () => {
    expect(label("data.accountNumber")).toBe("Account number");
    expect(label("data.document.number")).toBe("Holder's document");
    expect(label("data.pixKey")).toBe("PIX key");
  });

  it("names a part of a field after it, and a path outside the labelled fields in words", () => {
    expect(label("data.document.identificadorCiudadano")).toBe("Holder's document · Identificador ciudadano");
    expect(label("data.beneficiaryIban")).toBe("Beneficiary iban");
    expect(label("complianceDocuments.0.number")).toBe("Number");
    expect(accountFieldOfPath("userId")).toBeUndefined();
  });
});
