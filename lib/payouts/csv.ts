import type { Payout } from "@/lib/contract";
import { PAYOUT_FIELDS, payoutPhaseOf } from "@/lib/contract";
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
    createdAt: payout.createdAt,
    updatedAt: payout.updatedAt,
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

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would evaluate (`=HYPERLINK(...)`, `+1`, `-2`, `@SUM`)
 * gets a leading apostrophe, so it shows as text; numbers are written as numbers. Line breaks
 * inside a cell become "\n" so that "\r\n" only ever ends a record (the export counts rows by it).
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = value.replace(/\r\n?/g, "\n");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_EOL = "\r\n";

export function csvHeader(): string {
  return CSV_COLUMNS.join(",") + CSV_EOL;
}

export function csvRow(payout: Payout): string {
  const record = flattenPayout(payout);
  return CSV_COLUMNS.map((column) => csvCell(record[column])).join(",") + CSV_EOL;
}

/** Counts complete records in a chunk of export output (the header counts as one). */
export function countRecords(chunk: string): number {
  let count = 0;
  for (let i = chunk.indexOf(CSV_EOL); i !== -1; i = chunk.indexOf(CSV_EOL, i + 2)) count++;
  return count;
}

/** Reads one CSV text back into rows; used by tests and by the e2e check of an export. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
