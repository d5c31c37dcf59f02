import type { Payout } from "@/lib/contract";
import { PAYOUT_FIELDS, payoutPhaseOf } from "@/lib/contract";
import { CSV_EOL, csvLine, UTF8_BOM, utcHeader, utcInstant } from "@/lib/export/csv";
import { holderName } from "./mask";

/** Export columns, flat: beneficiary fields spread out, metadata and unknown fields as JSON. */
export const CSV_COLUMNS = [
  "id",
  "externalId",
  "status",
  "phase",
  "amount",
  "currency",
  "createdAt",
  "updatedAt",
  "beneficiaryType",
  "beneficiaryName",
  "firstName",
  "middleName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "documentType",
  "documentNumber",
  "documentCountry",
  "bankCode",
  "accountType",
  "accountNumber",
  "countryCode",
  "aliasType",
  "alias",
  "walletNetwork",
  "walletCurrency",
  "walletAddress",
  "details",
  "transferProof",
  "metadata",
  "extra",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string | number>;

const KNOWN_PAYOUT_KEYS = PAYOUT_FIELDS;

const str = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
};

const obj = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One payout as one flat CSV record. Fields a beneficiary type lacks are empty. */
export function flattenPayout(payout: Payout): CsvRecord {
  const account = obj(payout.beneficiary.account);
  const document = obj(account.document);
  const isBank = payout.beneficiary.type === "BANK";
  const isWallet = payout.beneficiary.type === "WALLET";
  const extra = Object.fromEntries(Object.entries(payout).filter(([key]) => !KNOWN_PAYOUT_KEYS.has(key)));
  return {
    id: payout.id,
    externalId: str(payout.externalId),
    status: payout.status,
    phase: payoutPhaseOf(payout.status) ?? "",
    amount: payout.amount,
    currency: payout.currency,
    createdAt: utcInstant(payout.createdAt),
    updatedAt: utcInstant(payout.updatedAt),
    beneficiaryType: payout.beneficiary.type,
    beneficiaryName: holderName(account) ?? "",
    firstName: str(account.firstName),
    middleName: str(account.middleName),
    lastName: str(account.lastName),
    companyName: str(account.companyName),
    email: str(account.email),
    phone: str(account.phone),
    documentType: str(document.type),
    documentNumber: str(document.number),
    documentCountry: str(document.issuedCountryCode),
    bankCode: str(account.bankCode),
    // "type" means the bank account type only on BANK; on other shapes it would be ambiguous.
    accountType: isBank ? str(account.type) : "",
    accountNumber: str(account.accountNumber),
    countryCode: str(account.countryCode),
    aliasType: str(account.aliasType),
    alias: str(account.alias),
    walletNetwork: isWallet ? str(account.network) : "",
    walletCurrency: isWallet ? str(account.currency) : "",
    walletAddress: isWallet ? str(account.address) : "",
    details: str(payout.details),
    transferProof: str(payout.transferProof),
    metadata: payout.metadata ? JSON.stringify(payout.metadata) : "",
    extra: Object.keys(extra).length > 0 ? JSON.stringify(extra) : "",
  };
}

/**
 * The header's names: the columns, each saying its format where a spreadsheet could misread it:
 * the time ones their zone ("createdAt (UTC)"), the amount that it is a plain number with a
 * decimal point whatever the interface language (its currency is the next column).
 */
export const AMOUNT_HEADER = "amount (number, decimal point)";
export const CSV_HEADER: readonly string[] = CSV_COLUMNS.map((column) =>
  column === "createdAt" || column === "updatedAt" ? utcHeader(column) : column === "amount" ? AMOUNT_HEADER : column,
);

/** The header record of the payouts export, after the UTF-8 byte order mark unless `bom` is false. */
export function csvHeader(bom = false): string {
  return (bom ? UTF8_BOM : "") + csvLine(CSV_HEADER);
}

export function csvRow(payout: Payout): string {
  const record = flattenPayout(payout);
  return csvLine(CSV_COLUMNS.map((column) => record[column]));
}

/** Counts complete records in a chunk of export output (the header counts as one). */
export function countRecords(chunk: string): number {
  let count = 0;
  for (let i = chunk.indexOf(CSV_EOL); i !== -1; i = chunk.indexOf(CSV_EOL, i + 2)) count++;
  return count;
}
