import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/contract";
import { defineTableSearch } from "@/lib/table-search";

/**
 * The review queue's URL state, read by the page (server), the count bar's links and the table
 * (browser) alike. The list extension filters by one status and one type, and pages with
 * `page` and `limit`; it offers no sort and no date filter.
 */
export const accountSearch = defineTableSearch({
  filters: {
    status: { variant: "select", options: ACCOUNT_STATUSES },
    type: { variant: "select", options: ACCOUNT_TYPES },
  },
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeParam: "limit",
});
