import { describe, expect, it } from "vitest";
import {
  bankAccountSchema,
  COMPANY_DOCUMENT_TYPES,
  companyDocumentSchema,
  documentSchema,
  isCompanyDocumentType,
  PERSON_DOCUMENT_TYPES,
  personDocumentSchema,
} from "@/lib/contract";
import { accepts, bankAccount, companyDocument, issuePaths, omit, personDocument } from "./spec-payloads";

const ine = {
  type: "INE",
  number: "GMZANA90010109M100",
  issuedCountryCode: "MX",
  cic: "123456789",
  identificadorCiudadano: "987654321",
};
const ife = {
  type: "IFE",
  number: "GMZANA90010109M200",
  issuedCountryCode: "MX",
  ocr: "1234567890123",
  numeroEmision: "02",
};

describe("spec: Resources / Beneficiary — company document", () => {
  it.each(COMPANY_DOCUMENT_TYPES)("accepts type %s", (type) => {
    expect(accepts(companyDocumentSchema, { ...companyDocument, type })).toBe(true);
  });

  it.each(["type", "number", "issuedCountryCode"] as const)("requires %s", (field) => {
    expect(issuePaths(companyDocumentSchema, omit(companyDocument, field))).toEqual([field]);
  });

  it("refuses a person-only type", () => {
    expect(issuePaths(companyDocumentSchema, { ...companyDocument, type: "PASSPORT" })).toEqual(["type"]);
  });
});

describe("spec: Resources / Beneficiary — person document", () => {
  it.each(PERSON_DOCUMENT_TYPES.filter((t) => t !== "INE" && t !== "IFE"))("accepts type %s", (type) => {
    expect(accepts(personDocumentSchema, { ...personDocument, type })).toBe(true);
  });

  it("accepts a document without the optional expeditionDate", () => {
    expect(accepts(personDocumentSchema, omit(personDocument, "expeditionDate"))).toBe(true);
  });

  it.each(["type", "number", "issuedCountryCode"] as const)("requires %s", (field) => {
    expect(issuePaths(personDocumentSchema, omit(personDocument, field))).toEqual([field]);
  });

  it("takes an alphanumeric number only", () => {
    expect(issuePaths(personDocumentSchema, { ...personDocument, number: "1020-3040" })).toEqual(["number"]);
  });

  it("takes expeditionDate as a date", () => {
    expect(issuePaths(personDocumentSchema, { ...personDocument, expeditionDate: "20/03/2015" })).toEqual([
      "expeditionDate",
    ]);
  });

  it("refuses a company-only type", () => {
    expect(issuePaths(personDocumentSchema, { ...personDocument, type: "CNPJ" })).toEqual(["type"]);
  });
});

describe("spec: Resources / Beneficiary — person document, INE needs cic and identificadorCiudadano", () => {
  it("accepts an INE with both", () => {
    expect(personDocumentSchema.parse(ine)).toEqual(ine);
  });

  it.each(["cic", "identificadorCiudadano"] as const)("reports a missing %s on its path", (field) => {
    expect(issuePaths(personDocumentSchema, omit(ine, field))).toEqual([field]);
    expect(issuePaths(personDocumentSchema, { ...ine, [field]: "" })).toEqual([field]);
    expect(issuePaths(personDocumentSchema, { ...ine, [field]: null })).toEqual([field]);
  });

  it("reports both when both are missing", () => {
    expect(issuePaths(personDocumentSchema, omit(ine, "cic", "identificadorCiudadano"))).toEqual([
      "cic",
      "identificadorCiudadano",
    ]);
  });

  it("does not ask for ocr or numeroEmision", () => {
    expect(ine).not.toHaveProperty("ocr");
    expect(ine).not.toHaveProperty("numeroEmision");
    expect(accepts(personDocumentSchema, ine)).toBe(true);
  });
});

describe("spec: Resources / Beneficiary — person document, IFE needs ocr and numeroEmision", () => {
  it("accepts an IFE with both", () => {
    expect(personDocumentSchema.parse(ife)).toEqual(ife);
  });

  it.each(["ocr", "numeroEmision"] as const)("reports a missing %s on its path", (field) => {
    expect(issuePaths(personDocumentSchema, omit(ife, field))).toEqual([field]);
  });

  it("does not ask other types for the INE or IFE fields", () => {
    expect(accepts(personDocumentSchema, { ...personDocument, type: "PASSPORT" })).toBe(true);
  });
});

describe("spec: Resources / Beneficiary — company document or person document", () => {
  it("accepts either kind", () => {
    expect(accepts(documentSchema, companyDocument)).toBe(true);
    expect(accepts(documentSchema, personDocument)).toBe(true);
    expect(accepts(documentSchema, ife)).toBe(true);
  });

  it("accepts a Colombian NIT with its check digit as a company document", () => {
    expect(accepts(documentSchema, { type: "NIT", number: "900123456-7", issuedCountryCode: "CO" })).toBe(true);
  });

  it("keeps the INE issue path when read as either kind, also inside a bank account", () => {
    expect(issuePaths(documentSchema, omit(ine, "cic"))).toEqual(["cic"]);
    expect(issuePaths(bankAccountSchema, { ...bankAccount, document: omit(ine, "cic") })).toEqual(["document.cic"]);
  });

  it("refuses a type neither list holds", () => {
    expect(accepts(documentSchema, { ...personDocument, type: "LIBRETA_MILITAR" })).toBe(false);
  });

  it("tells company-only types apart from types both lists share", () => {
    expect(isCompanyDocumentType("EIN")).toBe(true);
    expect(isCompanyDocumentType("CNPJ")).toBe(true);
    expect(isCompanyDocumentType("NIT")).toBe(false);
    expect(isCompanyDocumentType("PASSPORT")).toBe(false);
  });
});
