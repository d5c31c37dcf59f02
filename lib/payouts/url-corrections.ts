import { loadPayoutSearch, type PayoutSearch, serializePayoutSearch } from "./search-params";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** One hand-edited value we changed, shown to the operator so nothing happens silently. */
export type UrlCorrection = {
  param: "status" | "id" | "externalId" | "page" | "limit";
  from: string;
  to: string | null;
};

const PARAMS = ["status", "id", "externalId", "page", "limit"] as const;

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Parses the raw URL parameters and lists every value that had to change. A repeated
 * parameter (`?status=A&status=B`) keeps its first value, as the parsers do.
 * `to: null` means the value was dropped (e.g. an unknown status).
 */
export function correctPayoutSearch(raw: RawSearchParams): { search: PayoutSearch; corrections: UrlCorrection[] } {
  const flat: Record<string, string> = {};
  for (const param of PARAMS) {
    const value = firstValue(raw[param]);
    if (value !== undefined) flat[param] = value;
  }
  const search = loadPayoutSearch(flat);
  const corrections: UrlCorrection[] = [];
  for (const param of PARAMS) {
    const from = flat[param];
    if (from === undefined) continue;
    const parsed = search[param];
    const to = parsed === null ? null : String(parsed);
    // Trimmed whitespace around an id is not worth a notice; a changed or dropped value is.
    if (to === from || (to !== null && to === from.trim())) continue;
    if (to === null && from.trim() === "") continue;
    corrections.push({ param, from, to });
  }
  return { search, corrections };
}

/** The canonical query string of a search (defaults omitted), for replacing a corrected URL. */
export function canonicalQuery(search: PayoutSearch): string {
  return serializePayoutSearch(search);
}
