import { createLoader, createParser, createSerializer } from "nuqs/server";
import {
  isPayoutStatus,
  PAYOUT_LIST_LIMIT_MAX,
  PAYOUT_LIST_LIMIT_MIN,
  type PayoutStatus,
} from "@/lib/contract/payout-statuses";

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

/**
 * Hand-edited URLs are corrected to the nearest value the API accepts instead of being
 * rejected: `limit=1000` becomes 100, `page=0` becomes 1. Garbage (`limit=abc`) falls back
 * to the default. These parsers never yield a value the API would answer with a 400.
 */
export const parseAsLimit = createParser<number>({
  parse: (raw) => {
    const value = parseIntLoose(raw);
    return value === null ? null : clamp(value, PAYOUT_LIST_LIMIT_MIN, PAYOUT_LIST_LIMIT_MAX);
  },
  serialize: String,
});

export const parseAsPage = createParser<number>({
  parse: (raw) => {
    const value = parseIntLoose(raw);
    return value === null ? null : Math.max(1, value);
  },
  serialize: String,
});

/** Unknown statuses are dropped: the API filters by the listed values only. */
export const parseAsPayoutStatus = createParser<PayoutStatus>({
  parse: (raw) => {
    const value = raw.trim().toUpperCase();
    return isPayoutStatus(value) ? value : null;
  },
  serialize: String,
});

/** Exact-match text filters: surrounding spaces from a paste are trimmed, empty means "no filter". */
const parseAsExactText = createParser<string>({
  parse: (raw) => {
    const value = raw.trim();
    return value === "" ? null : value;
  },
  serialize: String,
});

/** The list's URL state, under the API's own parameter names; read by the RSC loader and the client hook. */
export const payoutSearchParsers = {
  status: parseAsPayoutStatus,
  id: parseAsExactText,
  externalId: parseAsExactText,
  page: parseAsPage.withDefault(1),
  limit: parseAsLimit.withDefault(DEFAULT_PAGE_SIZE),
};

export const loadPayoutSearch = createLoader(payoutSearchParsers);
export const serializePayoutSearch = createSerializer(payoutSearchParsers, { clearOnDefault: true });

export type PayoutSearch = {
  status: PayoutStatus | null;
  id: string | null;
  externalId: string | null;
  page: number;
  limit: number;
};

/** The API query for a search: only set parameters, so the request is exactly what the URL says. */
export function toApiQuery(search: PayoutSearch): Record<string, string> {
  const query: Record<string, string> = { page: String(search.page), limit: String(search.limit) };
  if (search.status) query.status = search.status;
  if (search.id) query.id = search.id;
  if (search.externalId) query.externalId = search.externalId;
  return query;
}

/** Same as toApiQuery without paging: the filter part, used for counts and export. */
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
