/**
 * Masking of the values an operator must not read at a glance: bank account numbers (CLABE
 * included), a document's identifying data (its number, and INE's cic and identificadorCiudadano,
 * IFE's ocr and numeroEmision), Bre-B aliases and PIX keys, and a TRANSFIYA account's phone.
 * Pure and client-safe, but meant for the SERVER: every page, route handler and stream masks
 * before anything reaches the browser, and the full value comes back only through the audited
 * reveal (lib/operations/reveal.ts).
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

/**
 * Keys whose value is a bank account number, wherever they appear: the spec's accountNumber (PSE,
 * ACH, WIRE, where it may be an IBAN) and SPEI's CLABE, which is the Mexican account number itself
 * (18 digits naming bank, branch and account); iban, cbu and cvu are the same thing under the
 * names other rails and a newer API may use.
 *
 * Not masked, on purpose: bankCode, routingNumber (ACH) and swiftCode (WIRE) name a bank, not an
 * account, and are published by the banks themselves; a WALLET's address is a public blockchain
 * address (every transfer to it is on the public ledger, the payout page links it to a block
 * explorer and operators compare it whole before money leaves), so hiding it would protect
 * nothing and stop the check it exists for.
 */
const ACCOUNT_NUMBER_KEYS = new Set(["accountNumber", "clabe", "iban", "cbu", "cvu"]);
/** Keys whose value is a document number, wherever they appear. */
const DOCUMENT_NUMBER_KEYS = new Set(["documentNumber", "nationalId", "taxId"]);
/**
 * A person document's identifying data beside its number (spec: person document): INE's cic and
 * identificadorCiudadano, IFE's ocr and numeroEmision. Each identifies the card as much as its
 * number does. The names are the spec's own and mean nothing else in it, so they are masked
 * wherever they appear, not only under a "document" key (a flattened form, an error's argument).
 */
const DOCUMENT_ID_KEYS = new Set(["cic", "identificadorCiudadano", "ocr", "numeroEmision"]);
/**
 * Keys of an alias value, with the sibling key that names its type: a Bre-B alias, and a PIX key,
 * which is Brazil's alias of an account (a CPF, CNPJ, e-mail, phone or random key that routes money).
 */
const ALIAS_KEYS: Record<string, string> = { alias: "aliasType", aliasValue: "aliasType", pixKey: "pixKeyType" };
/**
 * Inside an object held under one of these keys, "number" is a document number; so it is in an
 * object carrying issuedCountryCode, which every document shape of the spec has and nothing else
 * does (a document masked on its own, or under a key not listed here).
 */
const DOCUMENT_PARENTS = new Set(["document", "documents", "identityDocument"]);
const isDocumentShaped = (holder: Record<string, unknown> | undefined) =>
  holder !== undefined && typeof holder.issuedCountryCode === "string";
/**
 * Account types whose data names the destination by the holder's mobile number: there "phone" is
 * the account's identifier (what an account number is elsewhere), so it is masked as a phone alias
 * is. Everywhere else a phone is a contact and stays as it is.
 */
const PHONE_ADDRESSED_TYPES = new Set(["TRANSFIYA"]);

export type SensitiveKind = "accountNumber" | "documentNumber" | "alias" | "phone";

/**
 * What kind of sensitive value a key holds, given the key of the object it sits in (null at the
 * top), for an account's `data` the account's type, and the object itself when known: the one
 * rule the masking walk, the restore of an edit form and the reveal's field check all follow.
 */
export function sensitiveKind(
  key: string,
  parentKey: string | null,
  accountType?: string | null,
  holder?: Record<string, unknown>,
): SensitiveKind | undefined {
  if (ACCOUNT_NUMBER_KEYS.has(key)) return "accountNumber";
  if (DOCUMENT_NUMBER_KEYS.has(key) || DOCUMENT_ID_KEYS.has(key)) return "documentNumber";
  if (key in ALIAS_KEYS) return "alias";
  if (key === "number" && ((parentKey !== null && DOCUMENT_PARENTS.has(parentKey)) || isDocumentShaped(holder)))
    return "documentNumber";
  if (key === "phone" && parentKey === "data" && accountType && PHONE_ADDRESSED_TYPES.has(accountType)) return "phone";
  return undefined;
}

/** The masked form of one value of a kind; the alias's type, when known, shapes it. */
export function maskValue(kind: SensitiveKind, value: string, aliasType?: string | null): string {
  if (kind === "accountNumber") return maskAccountNumber(value);
  if (kind === "documentNumber") return maskDocumentNumber(value);
  if (kind === "phone") return maskPhone(value);
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

/** Where a value sits: the key of the object holding it, and the account type when that is an account's data. */
interface Place {
  parentKey: string | null;
  accountType: string | null;
}
const TOP: Place = { parentKey: null, accountType: null };

/** The place of the children of `holder[key]`: an account's `data` carries the account's type. */
function placeBelow(holder: Record<string, unknown>, key: string): Place {
  const type = holder.type;
  return { parentKey: key, accountType: key === "data" && typeof type === "string" ? type.toUpperCase() : null };
}

const aliasTypeOf = (holder: Record<string, unknown>, key: string): string | null => {
  const typeKey = ALIAS_KEYS[key];
  const type = typeKey ? holder[typeKey] : undefined;
  return typeof type === "string" ? type : null;
};

/** The kind of the value an API error's argument carries, from the field path its key names. */
function argumentKind(argumentKey: string): SensitiveKind | undefined {
  return sensitiveKindAtPath(argumentKey.replace(/\[(\d+)\]/g, ".$1").split("."), undefined);
}

/**
 * An API 400 body names each refused field as { key, value } (spec: "Errors"), echoing what was
 * sent: a refused account or document number comes back whole. Such a value is masked by the
 * kind its key names, and the same text is masked where a message repeats it.
 */
function maskErrorArguments(source: Record<string, unknown>, out: Record<string, unknown>) {
  const args = source.arguments;
  if (!Array.isArray(args)) return;
  const echoes: [string, string][] = [];
  out.arguments = args.map((arg: unknown) => {
    if (!isPlainObject(arg) || typeof arg.key !== "string" || typeof arg.value !== "string") return arg;
    const kind = argumentKind(arg.key);
    if (!kind || arg.value === "") return arg;
    const masked = maskValue(kind, arg.value);
    if (masked !== arg.value && !isMasked(arg.value)) echoes.push([arg.value, masked]);
    return { ...arg, value: masked };
  });
  const hide = (text: unknown) =>
    typeof text === "string" ? echoes.reduce((t, [raw, masked]) => t.split(raw).join(masked), text) : text;
  if (echoes.length > 0 && Array.isArray(out.message)) out.message = out.message.map(hide);
  else if (echoes.length > 0 && typeof out.message === "string") out.message = hide(out.message);
}

/**
 * A change request's diff entry ({ field, before, after }, lib/approvals/types.ts) holds a field's
 * values under "before" and "after", named by its path: when that path names a sensitive field,
 * both are masked as that field would be.
 */
function maskDiffEntry(source: Record<string, unknown>, out: Record<string, unknown>) {
  if (typeof source.field !== "string" || !("before" in source || "after" in source)) return;
  const kind = sensitiveKindAtPath(source.field.replace(/\[(\d+)\]/g, ".$1").split("."), undefined);
  if (!kind) return;
  for (const side of ["before", "after"] as const) {
    const v = source[side];
    if (typeof v === "string" || typeof v === "number") out[side] = maskValue(kind, String(v));
  }
}

function walk(value: unknown, place: Place, depth: number): unknown {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => walk(item, place, depth + 1));
  if (!isPlainObject(value)) return value;
  const source = value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(source)) {
    const kind = sensitiveKind(key, place.parentKey, place.accountType, source);
    if (kind && typeof child === "string") out[key] = maskValue(kind, child, aliasTypeOf(source, key));
    else if (kind && typeof child === "number") out[key] = maskValue(kind, String(child));
    else out[key] = walk(child, placeBelow(source, key), depth + 1);
  }
  maskErrorArguments(source, out);
  maskDiffEntry(source, out);
  return out;
}

/**
 * A copy of any JSON value with every known sensitive key masked, at any depth: webhook payloads,
 * raw API records, rows of a list, error bodies, change requests' diffs. The type is kept (the shape is unchanged, only
 * strings differ).
 */
export function maskSensitive<T>(value: T): T {
  return walk(value, TOP, 0) as T;
}

/**
 * An account's `data` masked on its own, as it would be inside its account: the type decides what
 * its phone is (a TRANSFIYA account's identifier), and `data` alone does not carry it.
 */
export function maskAccountData<T>(accountType: string, data: T): T {
  return walk(data, { parentKey: "data", accountType: accountType.toUpperCase() }, 0) as T;
}

const UNSAFE_PARTS = new Set(["", "__proto__", "constructor", "prototype"]);

/**
 * The kind of the value at a path, read as the walk reads it: the parent's key (an array index
 * between an object and its key keeps the object's key) and, when the record is given, the type of
 * the account whose data holds it.
 */
function sensitiveKindAtPath(parts: string[], record: unknown): SensitiveKind | undefined {
  const key = parts.at(-1);
  if (!key || parts.some((p) => UNSAFE_PARTS.has(p))) return undefined;
  let parentIndex = parts.length - 2;
  if (parentIndex >= 1 && /^\d+$/.test(parts[parentIndex] ?? "")) parentIndex -= 1;
  const parentKey = parentIndex >= 0 ? (parts[parentIndex] ?? null) : null;
  if (record === undefined) return sensitiveKind(key, parentKey);
  let accountType: string | null = null;
  if (parentKey === "data") {
    const account = parentIndex === 0 ? record : readPath(record, parts.slice(0, parentIndex).join("."));
    if (isPlainObject(account)) accountType = placeBelow(account, "data").accountType;
  }
  const holder = parts.length === 1 ? record : readPath(record, parts.slice(0, -1).join("."));
  return sensitiveKind(key, parentKey, accountType, isPlainObject(holder) ? holder : undefined);
}

/**
 * Whether a dotted path inside a record ("beneficiary.account.document.number") names a value the
 * masking hides: the reveal gives back nothing else. A rule that depends on the record (a
 * TRANSFIYA account's phone) is followed only when the record is given.
 */
export function isSensitivePath(path: string, record?: unknown): boolean {
  return sensitiveKindAtPath(path.split("."), record) !== undefined;
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
  const go = (sent: unknown, kept: unknown, place: Place, depth: number): unknown => {
    if (depth > MAX_DEPTH || sent === null || typeof sent !== "object") return sent;
    if (Array.isArray(sent))
      return sent.map((item, i) => go(item, Array.isArray(kept) ? kept[i] : undefined, place, depth + 1));
    const sentObject = sent as Record<string, unknown>;
    const keptObject = kept !== null && typeof kept === "object" ? (kept as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(sentObject)) {
      const kind = sensitiveKind(key, place.parentKey, place.accountType, sentObject);
      const original = Object.hasOwn(keptObject, key) ? keptObject[key] : undefined;
      if (kind && isMaskedValue(child) && (typeof original === "string" || typeof original === "number")) {
        const aliasType = aliasTypeOf(keptObject, key);
        out[key] = maskValue(kind, String(original), aliasType) === child ? original : child;
      } else out[key] = go(child, original, placeBelow(sentObject, key), depth + 1);
    }
    return out;
  };
  return go(submitted, stored, TOP, 0) as T;
}

/** Every masked field of a record, as dotted paths with their masked values, in document order. */
export function sensitivePaths(value: unknown): { path: string; masked: string }[] {
  const found: { path: string; masked: string }[] = [];
  const go = (node: unknown, path: string[], place: Place, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) go(item, [...path, String(i)], place, depth + 1);
      return;
    }
    const source = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(source)) {
      const kind = sensitiveKind(key, place.parentKey, place.accountType, source);
      if (kind && (typeof child === "string" || typeof child === "number")) {
        found.push({
          path: [...path, key].join("."),
          masked: maskValue(kind, String(child), aliasTypeOf(source, key)),
        });
      } else go(child, [...path, key], placeBelow(source, key), depth + 1);
    }
  };
  go(value, [], TOP, 0);
  return found;
}
