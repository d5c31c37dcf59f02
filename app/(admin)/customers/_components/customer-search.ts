import { defineTableSearch } from "@/lib/table-search";

/**
 * The customers list's URL state, read by the page (server) and the table (browser) alike. The
 * list pages like every list of the API (`page`, `limit` 1 to 100, `totalPage`) and offers no
 * filter, search or sort.
 */
export const customerSearch = defineTableSearch({
  filters: {},
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeParam: "limit",
});
