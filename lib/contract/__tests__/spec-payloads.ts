import type { z } from "zod";

/**
 * Payloads transcribed from the spec's resource tables, shared by the contract
 * tests. Each test spreads them and changes one thing, so a failure names the
 * one rule that broke.
 */

/** Spec: "Resources / Beneficiary": person document (an alphanumeric number). */
export const personDocument = {
  type: "CE",
  number: "1020304050",
  issuedCountryCode: "CO",
  expeditionDate: "2015-03-20",
};

/** Spec: "Resources / Beneficiary": company document (type, number, issuedCountryCode). */
export const companyDocument = { type: "EIN", number: "12-3456789", issuedCountryCode: "US" };

/** Spec: bank account shape (beneficiary type BANK). */
export const bankAccount = {
  firstName: "Ana",
  middleName: "María",
  lastName: "Gómez",
  email: "ana.gomez@example.com",
  phone: "+573001234567",
  document: personDocument,
  accountNumber: "0123456789",
  bankCode: "1007",
  type: "savings",
  countryCode: "CO",
};

/** Spec: alias account shape (beneficiary type BREB): only alias is required. */
export const aliasAccount = { alias: "3001234567" };

/** Spec: wallet account shape (beneficiary type WALLET). */
export const walletAccount = {
  companyName: "Remesas del Norte SA de CV",
  document: { type: "RFC", number: "RNO010101AB1", issuedCountryCode: "MX" },
  currency: "USDC",
  network: "POLYGON",
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
};

export const bankBeneficiary = { type: "BANK", account: bankAccount };

/** Spec: "Resources / Payout", every field present. */
export const payoutRecord = {
  id: "po_01J9Z3",
  amount: 250000,
  currency: "COP",
  beneficiary: bankBeneficiary,
  status: "CASH_OUT_PENDING",
  details: "Waiting for bank confirmation",
  transferProof: "https://proofs.example.com/po_01J9Z3.pdf",
  externalId: "client-0001",
  metadata: { invoice: "INV-77", tags: ["march"] },
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:05:00.000Z",
};

export const timestamps = { createdAt: "2026-03-01T12:00:00.000Z", updatedAt: "2026-03-02T08:30:00.000Z" };

/** A copy of an object without the named keys. */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

/** Paths (dot-joined) of every issue a schema reports; empty when the value is valid. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

/** True when the schema accepts the value. */
export const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
