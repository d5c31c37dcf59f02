import { defineTableSearch } from "@/lib/table-search";

/**
 * The users list's URL state, read by the page (server) and the table (browser) alike. The API
 * pages with `page` and `limit` (1 to 100) and offers no filter, search or sort.
 */
export const userSearch = defineTableSearch({
  filters: {},
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeParam: "limit",
});
