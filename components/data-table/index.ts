/**
 * The table kit: the one way a list screen shows rows, filters them and keeps that in the URL.
 *
 * 1. Declare the list's URL state once, in a module without "use client" (the server page
 *    imports it too):
 *
 *      // app/(admin)/things/_components/thing-search.ts
 *      export const thingSearch = defineTableSearch({
 *        filters: {
 *          q: { variant: "text" },                                  // exact text, trimmed
 *          status: { variant: "select", options: THING_STATUSES },  // one value, unknown dropped
 *          type: { variant: "multiSelect", options: TYPES },       // several (only if the API takes several)
 *          from: { variant: "date" },                               // YYYY-MM-DD
 *        },
 *        defaultPageSize: 25, maxPageSize: 100, pageSizeParam: "limit", // URL name of the page size
 *      });
 *
 *    It yields nuqs parsers keyed by URL parameter (`page`, the page size under `pageSizeParam`,
 *    default `perPage`, and one per filter), `load(searchParams)`, `correct(searchParams)` (values plus what a
 *    hand-edited URL had to lose: limit=1000 → 100, page=0 → 1, unknown option dropped),
 *    `serialize(values)` and `filterValues(values)` (set filters as strings, for an API query).
 *
 * 2. The server page parses with the same parsers:
 *
 *      const values = thingSearch.load(await searchParams);           // or .correct(...) for a notice
 *
 * 3. Columns say how they are filtered, in their meta; the toolbar renders those filters:
 *
 *      helper.accessor("status", {
 *        header: t("status"),
 *        meta: {
 *          label: t("status"),                       // view menu + filter label (filterLabel overrides)
 *          filter: thingSearch.filters.status,       // → the toolbar shows a status picker
 *          filterOptions: [{ value, label, count }], // shown choices (flat or { heading, options }[])
 *          renderFilterValue: (v) => <Badge … />,
 *          hideBelow: "xl",                          // starts hidden under 1280 px (view menu can show it)
 *          className: "w-32", cellClassName: "font-mono", pinned: true,  // sticky identity column
 *        },
 *      })
 *
 * 4. In the client component (inside a NuqsAdapter from nuqs/adapters/next/app):
 *
 *      const state = useTableSearch(thingSearch, { shallow: false, startTransition }); // server-rendered rows
 *      // or useTableSearch(thingSearch) and fetch rows in the browser with state.values
 *      const table = useTable({ features: dataTableFeatures, columns, data, getRowId: (r) => r.id,
 *                               manualPagination: true, pageCount, state: { pagination, columnVisibility } });
 *      <DataTableToolbar table={table} state={state} actions={<DataTableViewOptions table={table} />} note={…} />
 *      <DataTable table={table} label="Things" onRowOpen={…} rowHref={(row) => `/things/${row.id}`}
 *                 rowLabel={…} isFetching={…} empty={…} />
 *      <DataTablePagination page={state.values.page} pageCount={…} pageSize={state.pageSize}
 *                 pageSizes={thingSearch.pageSizes} onPageChange={state.setPage}
 *                 onPageSizeChange={state.setPageSize} summary={…} />
 *
 *    `state` gives `values`, `setFilters(change)` (back to page 1), `setPage`, `setPageSize`,
 *    `resetFilters`, `hasFilters`. Changes are history entries (push), do not scroll, and are
 *    shallow unless asked otherwise.
 *
 * DataTable props: `table`, `label` (accessible name); optional `onRowOpen` (rows become one Tab
 * stop with arrows/Home/End, Enter opens), `rowLabel`, `rowHref` (a plain link over each row, so a
 * click before hydration or with Ctrl/Cmd still goes somewhere), `isFetching`, `empty`,
 * `className`. Rows are keyed by `getRowId`. Popups (facet picker, view menu) load their code on
 * first use through useLazyPopup and anchor to their own button.
 */
export { DataTable, type DataTableProps } from "./data-table";
export { DataTableFacetedFilter, type DataTableFacetedFilterProps } from "./data-table-faceted-filter";
export { DataTableFilters } from "./data-table-filters";
export { DataTablePagination, type DataTablePaginationProps } from "./data-table-pagination";
export { DataTableSkeleton } from "./data-table-skeleton";
export { DataTableTextFilter } from "./data-table-text-filter";
export { DataTableToolbar, type DataTableToolbarProps } from "./data-table-toolbar";
export { DataTableViewOptions } from "./data-table-view-options";
export {
  type ColumnBreakpoint,
  type DataTableColumnMeta,
  type DataTableFeatures,
  dataTableFeatures,
  type FacetGroup,
  type FacetOption,
} from "./features";
export {
  defineTableSearch,
  type FilterSpec,
  type RawSearchParams,
  type TableFilter,
  type TableSearch,
  type TableSearchValues,
  type UrlCorrection,
} from "./search";
export { usePersistedVisibility } from "./use-persisted-visibility";
export { type TableSearchState, type UseTableSearchOptions, useTableSearch } from "./use-table-search";
