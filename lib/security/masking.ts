/**
 * Masking of the values an operator must not read at a glance: bank account numbers, document
 * numbers and Bre-B (and PIX) alias values. Pure and client-safe, but meant for the SERVER: every
 * page, route handler and stream masks before anything reaches the browser, and the full value
 * comes back only through the audited reveal (lib/security/reveal.ts).
 *
 * Every function is idempotent: masking a masked value gives the same masked value, so a record
 * that passed through twice (a page and its stream) shows the same text.
 */

/** The bullet run that stands for hidden characters. */
export const MASK = "••••";

const MASK_CHAR = "•";
const isMasked = (value: string) => value.includes(MASK_CHAR);

/** "0012345678" → "•••• 5678"; short numbers keep only their last two characters. */
export function maskAccountNumber(value: string): string {
  if (isMasked(value)) return value;
  const clean = value.replace(/\s+/g, "");
  if (clean.length === 0) return "";
  if (clean.length <= 6) return `${MASK} ${clean.slice(-2)}`;
  return `${MASK} ${clean.slice(-4)}`;
}

/**
 * "1234567890" → "12••••90": first two and last two; up to 6 characters keep the first and the
 * last one; up to 3 nothing at all.
 */
export function maskDocumentNumber(value: string): string {
  if (isMasked(value)) return value;
  const clean = value.trim();
  if (clean.length <= 3) return MASK;
  if (clean.length <= 6) return `${clean.slice(0, 1)}${MASK}${clean.slice(-1)}`;
  return `${clean.slice(0, 2)}${MASK}${clean.slice(-2)}`;
}

/** "+573001234567" → "+•••• 4567": the plus sign and the last four digits. */
export function maskPhone(value: string): string {
  if (isMasked(value)) return value;
  const digits = value.replace(/\D/g, "");
  const plus = value.trim().startsWith("+") ? "+" : "";
  if (digits.length <= 4) return `${plus}${MASK}`;
  return `${plus}${MASK} ${digits.slice(-4)}`;
}

/** "juan.perez@example.com" → "j••••@example.com": the first letter and the whole domain. */
export function maskEmail(value: string): string {
  if (isMasked(value)) return value;
  const at = value.lastIndexOf("@");
  if (at <= 0) return maskGeneric(value);
  return `${value.slice(0, 1)}${MASK}${value.slice(at)}`;
}

/** "@juanperez" → "@j••••ez": keeps a leading "@" and the shape's first and last characters. */
export function maskGeneric(value: string): string {
  if (isMasked(value)) return value;
  const prefix = value.startsWith("@") ? "@" : "";
  const rest = value.slice(prefix.length);
  if (rest.length <= 4) return `${prefix}${MASK}`;
  return `${prefix}${rest.slice(0, 1)}${MASK}${rest.slice(-2)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{7,}$/;

/**
 * A Bre-B alias (or PIX key) keeps its shape: the key type stays visible beside it and the value
 * is masked by what it is (phone: last four; e-mail: first letter and domain; national or
 * business id: as a document number; anything else: first and last characters). Without a type,
 * the value's own shape decides.
 */
export function maskAlias(value: string, aliasType?: string | null): string {
  if (isMasked(value)) return value;
  switch (aliasType?.toUpperCase()) {
    case "PHONE":
      return maskPhone(value);
    case "EMAIL":
      return maskEmail(value);
    case "NATIONAL_ID":
    case "BUSINESS_ID":
    case "CPF":
    case "CNPJ":
      return maskDocumentNumber(value);
    case "ALPHANUMERIC":
    case "EVP":
      return maskGeneric(value);
    default:
      if (EMAIL.test(value)) return maskEmail(value);
      if (PHONE.test(value)) return maskPhone(value);
      return maskGeneric(value);
  }
}

/** Keys whose value is a bank account number, wherever they appear. */
const ACCOUNT_NUMBER_KEYS = new Set(["accountNumber", "clabe", "iban", "cbu", "cvu"]);
/** Keys whose value is a document number, wherever they appear. */
const DOCUMENT_NUMBER_KEYS = new Set(["documentNumber", "nationalId", "taxId"]);
/** Keys of an alias value, with the sibling key that names its type. */
const ALIAS_KEYS: Record<string, string> = { alias: "aliasType", aliasValue: "aliasType", pixKey: "pixKeyType" };
/** Inside an object held under one of these keys, "number" is a document number. */
const DOCUMENT_PARENTS = new Set(["document", "documents", "identityDocument"]);

export type SensitiveKind = "accountNumber" | "documentNumber" | "alias";

/**
 * What kind of sensitive value a key holds, given the key of the object it sits in (null at the
 * top): the one rule both the masking walk and the reveal's field check follow.
 */
export function sensitiveKind(key: string, parentKey: string | null): SensitiveKind | undefined {
  if (ACCOUNT_NUMBER_KEYS.has(key)) return "accountNumber";
  if (DOCUMENT_NUMBER_KEYS.has(key)) return "documentNumber";
  if (key in ALIAS_KEYS) return "alias";
  if (key === "number" && parentKey !== null && DOCUMENT_PARENTS.has(parentKey)) return "documentNumber";
  return undefined;
}

/** The masked form of one value of a kind; the alias's type, when known, shapes it. */
export function maskValue(kind: SensitiveKind, value: string, aliasType?: string | null): string {
  if (kind === "accountNumber") return maskAccountNumber(value);
  if (kind === "documentNumber") return maskDocumentNumber(value);
  return maskAlias(value, aliasType);
}

/** Only plain objects (parsed JSON) are walked: a Date or a class instance is kept as it is. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Nesting beyond this is not something the API sends; it is cut off rather than walked. */
const MAX_DEPTH = 32;

function walk(value: unknown, parentKey: string | null, depth: number): unknown {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => walk(item, parentKey, depth + 1));
  if (!isPlainObject(value)) return value;
  const source = value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(source)) {
    const kind = sensitiveKind(key, parentKey);
    if (kind && typeof child === "string") {
      const typeKey = ALIAS_KEYS[key];
      const aliasType = typeKey && typeof source[typeKey] === "string" ? (source[typeKey] as string) : undefined;
      out[key] = maskValue(kind, child, aliasType);
    } else if (kind && typeof child === "number") {
      out[key] = maskValue(kind, String(child));
    } else {
      out[key] = walk(child, key, depth + 1);
    }
  }
  return out;
}

/**
 * A copy of any JSON value with every known sensitive key masked, at any depth: webhook payloads,
 * raw API records, rows of a list. The type is kept (the shape is unchanged, only strings differ).
 */
export function maskSensitive<T>(value: T): T {
  return walk(value, null, 0) as T;
}

/**
 * Whether a dotted path inside a record ("beneficiary.account.document.number") names a value the
 * masking hides: the reveal gives back nothing else.
 */
export function isSensitivePath(path: string): boolean {
  const parts = path.split(".");
  const key = parts.at(-1);
  if (!key || parts.some((p) => p === "" || p === "__proto__" || p === "constructor" || p === "prototype"))
    return false;
  const parent = parts.length > 1 ? (parts.at(-2) ?? null) : null;
  // An array index between an object and its key ("documents.0.number") keeps the object's key.
  const parentKey = parent !== null && /^\d+$/.test(parent) && parts.length > 2 ? (parts.at(-3) ?? null) : parent;
  return sensitiveKind(key, parentKey) !== undefined;
}

/** The value at a dotted path, or undefined; own properties only. */
export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Whether a string is a masked value (holds the mask's bullet). */
export const isMaskedValue = (value: unknown): value is string => typeof value === "string" && isMasked(value);

/**
 * A form sent back with masked values it did not change (an edit page shows them masked): each
 * masked value whose key is sensitive and which is exactly the mask of the stored value at the
 * same place is put back to the stored value. Anything else is left as sent, so a made-up masked
 * string still fails the schema.
 */
export function restoreMasked<T>(submitted: T, stored: unknown): T {
  const go = (sent: unknown, kept: unknown, parentKey: string | null, depth: number): unknown => {
    if (depth > MAX_DEPTH || sent === null || typeof sent !== "object") return sent;
    if (Array.isArray(sent))
      return sent.map((item, i) => go(item, Array.isArray(kept) ? kept[i] : undefined, parentKey, depth + 1));
    const keptObject = kept !== null && typeof kept === "object" ? (kept as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(sent as Record<string, unknown>)) {
      const kind = sensitiveKind(key, parentKey);
      const original = Object.hasOwn(keptObject, key) ? keptObject[key] : undefined;
      if (kind && isMaskedValue(child) && (typeof original === "string" || typeof original === "number")) {
        const typeKey = ALIAS_KEYS[key];
        const aliasType = typeKey && typeof keptObject[typeKey] === "string" ? (keptObject[typeKey] as string) : null;
        out[key] = maskValue(kind, String(original), aliasType) === child ? original : child;
      } else out[key] = go(child, original, key, depth + 1);
    }
    return out;
  };
  return go(submitted, stored, null, 0) as T;
}

/** Every masked field of a record, as dotted paths with their masked values, in document order. */
export function sensitivePaths(value: unknown): { path: string; masked: string }[] {
  const found: { path: string; masked: string }[] = [];
  const go = (node: unknown, path: string[], parentKey: string | null, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) go(item, [...path, String(i)], parentKey, depth + 1);
      return;
    }
    const source = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(source)) {
      const kind = sensitiveKind(key, parentKey);
      if (kind && (typeof child === "string" || typeof child === "number")) {
        const typeKey = ALIAS_KEYS[key];
        const aliasType = typeKey && typeof source[typeKey] === "string" ? (source[typeKey] as string) : null;
        found.push({ path: [...path, key].join("."), masked: maskValue(kind, String(child), aliasType) });
      } else go(child, [...path, key], key, depth + 1);
    }
  };
  go(value, [], null, 0);
  return found;
}
