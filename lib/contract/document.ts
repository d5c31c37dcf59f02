import { z } from "zod";
import { COMPANY_DOCUMENT_TYPES, PERSON_DOCUMENT_TYPES } from "./enums";
import { IDENTITY_MESSAGES } from "./identity";
import { requiredForDocument } from "./messages";
import { isoDate, nonEmpty } from "./primitives";

/** Spec: "Resources / Beneficiary": company document. */
export const companyDocumentSchema = z.looseObject({
  type: z.enum(COMPANY_DOCUMENT_TYPES),
  number: nonEmpty,
  issuedCountryCode: nonEmpty,
});

const personDocumentBase = z.looseObject({
  type: z.enum(PERSON_DOCUMENT_TYPES),
  number: nonEmpty.regex(/^[A-Za-z0-9]+$/, IDENTITY_MESSAGES.alphanumeric),
  issuedCountryCode: nonEmpty,
  expeditionDate: isoDate.optional(),
  cic: z.string().nullish(),
  identificadorCiudadano: z.string().nullish(),
  ocr: z.string().nullish(),
  numeroEmision: z.string().nullish(),
});

/** Fields a document type makes required (spec: person document table). */
export const PERSON_DOCUMENT_CONDITIONAL_FIELDS = {
  INE: ["cic", "identificadorCiudadano"],
  IFE: ["ocr", "numeroEmision"],
} as const;

/** Spec: person document; cic and identificadorCiudadano for INE, ocr and numeroEmision for IFE. */
export const personDocumentSchema = personDocumentBase.superRefine((doc, ctx) => {
  const required = doc.type === "INE" || doc.type === "IFE" ? PERSON_DOCUMENT_CONDITIONAL_FIELDS[doc.type] : [];
  for (const field of required) {
    const value = doc[field];
    if (typeof value !== "string" || value.trim() === "") {
      ctx.addIssue({ code: "custom", path: [field], message: requiredForDocument(doc.type) });
    }
  }
});

const COMPANY_ONLY = COMPANY_DOCUMENT_TYPES.filter((t) => !(PERSON_DOCUMENT_TYPES as readonly string[]).includes(t));

/**
 * A company or a person document. NIT, RFC and RUT are both; such a document
 * is read as a person document when it carries no company-only type.
 */
export const documentSchema = z.union([personDocumentSchema, companyDocumentSchema]);
export type Document = z.infer<typeof documentSchema>;

export const isCompanyDocumentType = (type: string) => (COMPANY_ONLY as readonly string[]).includes(type);
