import { ACCOUNT_DATA_SCHEMAS } from "@/lib/contract";

/**
 * An account's `data` as labelled fields (issue 30): every type the contract knows (PSE, SPEI,
 * ACH, WIRE, WALLET, PIX, TRANSFIYA) has its fields read by name, in the order a reviewer checks
 * them (who, what identifies them, where the money goes); anything else a newer API sends goes
 * to a plain "Other data" list, its name spelled out in words and its value as text, never as
 * JSON or a field path. The data given is already masked (the page masks before anything else).
 */

/** Fields with a label in the catalogue (accounts.fields.<key>), in the order shown. */
export const LABELLED_FIELDS = [
  "companyName",
  "firstName",
  "middleName",
  "lastName",
  "document",
  "accountNumber",
  "clabe",
  "routingNumber",
  "swiftCode",
  "bankCode",
  "bankName",
  "type",
  "currency",
  "network",
  "address",
  "pixKeyType",
  "pixKey",
  "phone",
  "email",
  "countryCode",
] as const;
export type LabelledField = (typeof LABELLED_FIELDS)[number];

export interface AccountField {
  key: LabelledField;
  value: string;
}
export interface OtherField {
  /** The field's name in words ("beneficiaryNickname" → "Beneficiary nickname"). */
  label: string;
  value: string;
}

const shapeKeys = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});

/** The data fields the contract declares for a type; a type it does not know declares none. */
function knownKeys(type: string): Set<string> {
  const schema = (ACCOUNT_DATA_SCHEMAS as Record<string, unknown>)[type];
  return new Set(schema ? shapeKeys(schema) : []);
}

/** "beneficiaryNickname", "bank_branch" → "Beneficiary nickname", "Bank branch". */
export function words(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A value as plain text: nested objects as "name: value" pairs, lists joined. */
export function plainText(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (depth > 3) return "…";
  if (Array.isArray(value)) return value.map((v) => plainText(v, depth + 1)).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `${words(k)}: ${plainText(v, depth + 1)}`)
      .join("; ");
  return "";
}

/** The holder's document as a reviewer reads it: "CC 1020…" and where it was issued. */
function documentText(value: unknown): string {
  if (value === null || typeof value !== "object") return plainText(value);
  const { type, number, issuedCountryCode, ...rest } = value as Record<string, unknown>;
  const main = [type, number].filter((v) => typeof v === "string" && v !== "").join(" ");
  const issued = typeof issuedCountryCode === "string" && issuedCountryCode ? ` (${issuedCountryCode})` : "";
  const more = plainText(rest);
  return [`${main}${issued}`.trim(), more].filter(Boolean).join("; ");
}

/**
 * The labelled fields and the rest. For a type the contract knows, a field it declares but the
 * dashboard has no label for goes to "Other data" too; for an unknown type, every field with a
 * label is still shown by it (the holder's names read the same on every rail).
 */
export function describeAccountData(
  type: string,
  data: Record<string, unknown>,
): { fields: AccountField[]; other: OtherField[] } {
  const declared = knownKeys(type);
  const labelled = new Set<string>(LABELLED_FIELDS);
  const fields: AccountField[] = [];
  for (const key of LABELLED_FIELDS) {
    const value = data[key];
    if (value === undefined || value === null || value === "") continue;
    if (declared.size > 0 && !declared.has(key)) continue;
    fields.push({ key, value: key === "document" ? documentText(value) : plainText(value) });
  }
  const other: OtherField[] = Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .filter(([key]) => !labelled.has(key) || (declared.size > 0 && !declared.has(key)))
    .map(([key, value]) => ({ label: words(key), value: plainText(value) }));
  return { fields, other };
}

const isLabelled = (key: string): key is LabelledField => (LABELLED_FIELDS as readonly string[]).includes(key);

/**
 * Where a protected value's path ("data.accountNumber", "data.document.number") sits in the
 * account's data view: the labelled field that holds it, and the key below that field when the
 * value is one part of it other than its number (an INE's cic beside the document's number).
 * Undefined for a path outside the labelled fields of `data`.
 */
export function accountFieldOfPath(path: string): { key: LabelledField; part: string | null } | undefined {
  const [root, key, ...rest] = path.split(".");
  if (root !== "data" || key === undefined || !isLabelled(key)) return undefined;
  const part = rest.at(-1);
  return { key, part: part === undefined || part === "number" ? null : part };
}

/**
 * A protected value's name as the account's data view names its field (one source of labels:
 * accounts.fields.<key>), a part of that field in words after it; any other path by its last key
 * in words, as "Other data" names fields. Never the path itself.
 */
export function protectedValueLabel(path: string, fieldLabel: (key: LabelledField) => string): string {
  const field = accountFieldOfPath(path);
  if (!field) return words(path.split(".").at(-1) ?? path);
  return field.part ? `${fieldLabel(field.key)} · ${words(field.part)}` : fieldLabel(field.key);
}
