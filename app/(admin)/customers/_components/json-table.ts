/**
 * Helpers for the structured editors of a customer's open-ended objects. They edit what is
 * there without assuming a schema: unknown keys and nested values survive every edit.
 */
export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The union of field names across the pairs' strategies, in first-seen order. */
export function strategyColumns(strategies: JsonRecord): string[] {
  const seen = new Set<string>();
  for (const strategy of Object.values(strategies)) {
    if (isRecord(strategy)) for (const key of Object.keys(strategy)) seen.add(key);
  }
  return [...seen];
}

/**
 * The value a typed cell becomes: a number where the field held a number (or is new and the
 * text is numeric), otherwise the text. An emptied cell removes the field.
 */
export function cellValue(text: string, previous: unknown): unknown {
  if (text.trim() === "") return undefined;
  const numeric = text.trim() !== "" && Number.isFinite(Number(text));
  if ((typeof previous === "number" || previous === undefined) && numeric) return Number(text);
  return text;
}

export function setCell(strategies: JsonRecord, pair: string, field: string, text: string): JsonRecord {
  const current = isRecord(strategies[pair]) ? (strategies[pair] as JsonRecord) : {};
  const value = cellValue(text, current[field]);
  const next: JsonRecord = { ...current };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return { ...strategies, [pair]: next };
}

export function addKey(record: JsonRecord, key: string, value: unknown): JsonRecord {
  const name = key.trim();
  if (!name || name in record) return record;
  return { ...record, [name]: value };
}

export function removeKey(record: JsonRecord, key: string): JsonRecord {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** What a cell shows: scalars as text, nested values as compact JSON (edited in raw mode). */
export function cellText(value: unknown): { text: string; editable: boolean } {
  if (value === undefined || value === null) return { text: "", editable: true };
  if (typeof value === "string" || typeof value === "number") return { text: String(value), editable: true };
  return { text: JSON.stringify(value), editable: false };
}

/** Keys of one strategy that are not among `known` (kept as they came, shown read-only). */
export function extraKeys(record: JsonRecord, known: readonly string[]): string[] {
  return Object.keys(record).filter((key) => !known.includes(key));
}

/**
 * "COP/USDC › Spread (basis points)": where an issue sits, in the operator's words. `labelOf`
 * names a known field; a key it does not know (a pair, or a field from a newer API) is shown as is.
 */
export function issuePathText(
  path: readonly (string | number)[],
  labelOf: (key: string) => string | undefined = () => undefined,
): string {
  return path.map((part) => labelOf(String(part)) ?? String(part)).join(" › ");
}

/** The first message of the issue at exactly this path. */
export function messageAt(
  issues: readonly { path: readonly (string | number)[]; message: string }[],
  path: readonly (string | number)[],
): string | undefined {
  return issues.find((i) => i.path.length === path.length && i.path.every((p, n) => p === path[n]))?.message;
}

/**
 * A typed number cell: numeric text becomes a number whatever the cell held before (the
 * operator fixing "lots" to "10" means ten); other text is kept so the schema names it.
 * `read` reads the text in the operator's language ("1,000" in English, "1.000" in Spanish).
 */
export function setNumberCell(
  strategies: JsonRecord,
  pair: string,
  field: string,
  text: string,
  read: (text: string) => number | undefined = (t) => (Number.isFinite(Number(t)) ? Number(t) : undefined),
): JsonRecord {
  const trimmed = text.trim();
  const current = isRecord(strategies[pair]) ? (strategies[pair] as JsonRecord) : {};
  const next: JsonRecord = { ...current };
  if (trimmed === "") delete next[field];
  else next[field] = read(trimmed) ?? text;
  return { ...strategies, [pair]: next };
}
