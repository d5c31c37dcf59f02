import {
  isPayoutStatus,
  PAYOUT_LIST_LIMIT_MAX,
  PAYOUT_LIST_LIMIT_MIN,
  type PayoutStatus,
} from "@/lib/contract/payout-statuses";

/*
 * The list's URL parameters as plain functions, without nuqs: the browser imports these (the
 * page's first load stays free of nuqs); search-params.ts wraps the same parsing in nuqs parsers
 * for the server page, the export route and the URL corrections.
 */

/** Page sizes the table offers; any other limit the API accepts (1..100) is still honoured. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** The payout open in the list's side sheet; not an API parameter, so never sent to the API. */
export const OPEN_PAYOUT_PARAM = "payout";
export const DEFAULT_PAGE_SIZE = 25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function parseIntLoose(raw: string): number | null {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : null;
}

export type PayoutSearch = {
  status: PayoutStatus | null;
  id: string | null;
  externalId: string | null;
  page: number;
  limit: number;
};

/** The API query for a search: only set parameters, so the request is exactly what the URL says. */
export function toApiQuery(search: PayoutSearch): Record<string, string> {
  return { page: String(search.page), limit: String(search.limit), ...filterQuery(search) };
}

/** The filter part of toApiQuery, without paging: used for counts and export. */
export function filterQuery(search: Pick<PayoutSearch, "status" | "id" | "externalId">): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.status) query.status = search.status;
  if (search.id) query.id = search.id;
  if (search.externalId) query.externalId = search.externalId;
  return query;
}

/** The same search as the DAL's typed query (numbers as numbers), for server-side calls. */
export function toListQuery(search: PayoutSearch): {
  page: number;
  limit: number;
  status?: PayoutStatus;
  id?: string;
  externalId?: string;
} {
  return {
    page: search.page,
    limit: search.limit,
    ...(search.status ? { status: search.status } : {}),
    ...(search.id ? { id: search.id } : {}),
    ...(search.externalId ? { externalId: search.externalId } : {}),
  };
}

/**
 * Hand-edited URLs are corrected to the nearest value the API accepts instead of being
 * rejected: `limit=1000` becomes 100, `page=0` becomes 1. Garbage (`limit=abc`) falls back
 * to the default. These never yield a value the API would answer with a 400.
 */
export function parseLimit(raw: string): number | null {
  const value = parseIntLoose(raw);
  return value === null ? null : clamp(value, PAYOUT_LIST_LIMIT_MIN, PAYOUT_LIST_LIMIT_MAX);
}

export function parsePage(raw: string): number | null {
  const value = parseIntLoose(raw);
  return value === null ? null : Math.max(1, value);
}

/** Unknown statuses are dropped: the API filters by the listed values only. */
export function parseStatus(raw: string): PayoutStatus | null {
  const value = raw.trim().toUpperCase();
  return isPayoutStatus(value) ? value : null;
}

/** Exact-match text filters: surrounding spaces from a paste are trimmed, empty means "no filter". */
export function parseExactText(raw: string): string | null {
  const value = raw.trim();
  return value === "" ? null : value;
}

/** The list's search from URL parameters, as the server's loader reads it (the first value of each). */
export function readPayoutSearch(params: URLSearchParams): PayoutSearch {
  const read = <T>(key: string, parse: (raw: string) => T | null): T | null => {
    const raw = params.get(key);
    return raw === null ? null : parse(raw);
  };
  return {
    status: read("status", parseStatus),
    id: read("id", parseExactText),
    externalId: read("externalId", parseExactText),
    page: read("page", parsePage) ?? 1,
    limit: read("limit", parseLimit) ?? DEFAULT_PAGE_SIZE,
  };
}
