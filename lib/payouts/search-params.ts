import { describeTableSearch, type TableSearchValues } from "@/components/data-table/search-spec";
import { PAYOUT_LIST_LIMIT_MAX, PAYOUT_STATUSES } from "@/lib/contract/payout-statuses";

/** The payout open in the list's side sheet; not an API parameter, so never sent to the API. */
export const OPEN_PAYOUT_PARAM = "payout";
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The list's URL state under the API's own parameter names (GET /payouts: status, id,
 * externalId, page, limit), read alike by the server page, the export route and the browser
 * (./load-search.ts parses it on the server).
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

/** For the browser (nuqs/server stays out of it); the server parses with ./load-search. */
export const payoutSearch = describeTableSearch(PAYOUT_SEARCH_SPEC);

type Filters = (typeof payoutSearch)["filters"];
export type PayoutSearch = TableSearchValues<{ [K in keyof Filters]: Filters[K] }, "limit">;
export type PayoutFilters = Pick<PayoutSearch, "status" | "id" | "externalId">;

/** The filter part of an API query, without paging: used for counts and export. */
export const filterQuery = (search: PayoutFilters): Record<string, string> =>
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
