/**
 * The table kit: the one way a list screen shows rows, filters them and keeps that in the URL.
 *
 * 1. Declare the URL state once, in a module without "use client" (server code imports it too):
 *      export const thingSearch = defineTableSearch({
 *        filters: { q: { variant: "text" }, status: { variant: "select", options: STATUSES },
 *                   type: { variant: "multiSelect", options: TYPES }, from: { variant: "date" } },
 *        defaultPageSize: 25, maxPageSize: 100, pageSizeParam: "limit",
 *      });
 *    It gives nuqs parsers (from nuqs/server, shared by server and browser) keyed by URL
 *    parameter (filters, `page`, the page size), `load()`, `correct()` (values + what a
 *    hand-edited URL lost: limit=1000 → 100, page=0 → 1, unknown option dropped), `serialize()`
 *    and `filterValues()` (set filters as strings, for the API).
 * 2. The server page parses with them: `thingSearch.load(await searchParams)` (or `.correct`).
 * 3. Columns point at their filter in `meta`, and the toolbar renders it:
 *      meta: { label, filter: thingSearch.filters.status, filterOptions: [{ value, label, hint,
 *              count }] or [{ heading, options }], renderFilterValue, filterLabel, placeholder,
 *              hideBelow: "xl" (starts hidden below 1280 px), className, cellClassName, pinned }
 * 4. The client component (the root layout mounts the one NuqsAdapter). A list whose server page
 *    reads the rows takes all of it from one hook:
 *      const { table, state, isPending, pagination } = useServerList({ search: thingSearch,
 *        visibilityKey: "things", columns, data, getRowId, pageCount });
 *      …toolbar and table as below…  <DataTablePagination {...pagination} />
 *    A list that fetches its rows in the browser (payouts) puts the parts together itself:
 *      const state = useTableSearch(thingSearch);  // shallow; { shallow: false, startTransition }
 *                                                  // when the server page renders the rows
 *      <DataTableToolbar table={table} state={state} actions={<DataTableViewOptions table={table} />} note={…} />
 *      <DataTable table={table} label="Things" onRowOpen={…} rowHref={…} rowLabel={…} isFetching={…} empty={…} />
 *      <DataTablePagination page={state.values.page} pageSize={state.pageSize} pageCount={…}
 *        pageSizes={thingSearch.pageSizes} onPageChange={state.setPage} onPageSizeChange={state.setPageSize} />
 *    `state` has `values`, `setFilters` (back to page 1), `setPage`, `setPageSize`, `resetFilters`,
 *    `hasFilters`; each change is a history entry and does not scroll.
 *
 * DataTable: rows keyed by `getRowId`; with `onRowOpen` the table is one Tab stop (arrows,
 * Home/End, Enter opens); `rowHref` lays a plain link over each row, so a click before hydration
 * or with Ctrl/Cmd still goes somewhere. Popups load their code on first use (next/dynamic, rendered by OnFirstUse) and
 * anchor to their own button.
 */

export {
  defineTableSearch,
  type FilterSpec,
  type RawSearchParams,
  type TableFilter,
  type TableSearch,
  type TableSearchValues,
  type UrlCorrection,
} from "@/lib/table-search";
export { DataTable, type DataTableProps } from "./data-table";
export { DataTableFacetedFilter, type DataTableFacetedFilterProps } from "./data-table-faceted-filter";
export { DataTableFilters } from "./data-table-filters";
export { DataTablePagination, type DataTablePaginationProps } from "./data-table-pagination";
export { DataTableTextFilter } from "./data-table-text-filter";
export { DataTableToolbar, type DataTableToolbarProps } from "./data-table-toolbar";
export { DataTableViewOptions } from "./data-table-view-options";
export {
  type ColumnBreakpoint,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableFeatures,
  type FacetCounts,
  type FacetGroup,
  type FacetOption,
} from "./features";
export { usePersistedVisibility } from "./use-persisted-visibility";
export { type UseServerListOptions, useServerList } from "./use-server-list";
export {
  type TableFilterState,
  type TableSearchState,
  type UseTableSearchOptions,
  useTableSearch,
} from "./use-table-search";
