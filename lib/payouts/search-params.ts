import { PAYOUT_LIST_LIMIT_MAX, PAYOUT_STATUSES } from "@/lib/contract/payout-statuses";
import { defineTableSearch, type TableSearchValues } from "@/lib/table-search";

/** The payout open in the list's side sheet; not an API parameter, so never sent to the API. */
export const OPEN_PAYOUT_PARAM = "payout";
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The list's URL state under the API's own parameter names (GET /payouts: status, id,
 * externalId, page, limit), read alike by the server page, the export route and the browser.
 * The API matches ids whole and filters by one status; it offers no sort and no date filter.
 */
export const PAYOUT_SEARCH_SPEC = {
  filters: {
    status: { variant: "select", options: PAYOUT_STATUSES },
    id: { variant: "text" },
    externalId: { variant: "text" },
  },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: PAYOUT_LIST_LIMIT_MAX,
  pageSizeParam: "limit",
} as const;

export const payoutSearch = defineTableSearch(PAYOUT_SEARCH_SPEC);
export const loadPayoutSearch = payoutSearch.load;

type Filters = (typeof payoutSearch)["filters"];
export type PayoutSearch = TableSearchValues<{ [K in keyof Filters]: Filters[K] }, "limit">;

/*
 * Everything below is derived from PAYOUT_SEARCH_SPEC.filters, the one declaration of the
 * list's filters: a filter added there reaches the URL parsers, the matching-total count and
 * its cache key, the list's cache key and the export without another edit (search-params.test.ts
 * walks every declared filter through each).
 */
export type PayoutFilterKey = keyof Filters & string;
export const PAYOUT_FILTER_KEYS: readonly PayoutFilterKey[] = payoutSearch.filterKeys;
export type PayoutFilters = Pick<PayoutSearch, PayoutFilterKey>;

/** The filter part of a search (no page or size): what a count of the matching payouts depends on. */
export const filtersOf = (search: PayoutFilters): PayoutFilters =>
  Object.fromEntries(PAYOUT_FILTER_KEYS.map((key) => [key, search[key]])) as PayoutFilters;

/** The per-status counts answer for these filters only when no filter but status is set. */
export const countedByStatusAlone = (search: PayoutFilters): boolean =>
  PAYOUT_FILTER_KEYS.every((key) => key === "status" || search[key] === null);

/** The filter part of an API query, without paging: used for counts and export. */
export const filterQuery = (search: PayoutFilters): Record<string, string> =>
  // filterValues reads the declared filter keys only; paging is not consulted.
  payoutSearch.filterValues(search as PayoutSearch);

/** The search as the DAL's typed query (numbers as numbers): only set parameters, so the request is exactly what the URL says. */
export const toListQuery = (search: PayoutSearch) => ({
  page: search.page,
  limit: search.limit,
  ...filterQuery(search),
});

/** The same query as strings, for the browser's request to the list route (and the cache key). */
export const toApiQuery = (search: PayoutSearch): Record<string, string> => ({
  page: String(search.page),
  limit: String(search.limit),
  ...filterQuery(search),
});
