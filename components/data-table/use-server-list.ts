"use client";

import { type RowData, type TableOptions, useTable } from "@tanstack/react-table";
import { useTransition } from "react";
import type { FilterSpec, TableSearch } from "@/lib/table-search";
import type { DataTablePaginationProps } from "./data-table-pagination";
import { type DataTableFeatures, dataTableFeatures } from "./features";
import { usePersistedVisibility } from "./use-persisted-visibility";
import { useTableSearch } from "./use-table-search";

export type UseServerListOptions<F extends Record<string, FilterSpec>, S extends string, TData extends RowData> = {
  search: TableSearch<F, S>;
  /** Where the operator's choice of columns is remembered (per browser). */
  visibilityKey: string;
  columns: TableOptions<DataTableFeatures, TData>["columns"];
  /** One page of rows, as the server page read them. */
  data: TData[];
  getRowId: (row: TData) => string;
  pageCount: number;
};

/**
 * A list whose server page reads the rows: the URL state (a change renders the page again and
 * the rows on screen stay until the new ones arrive, `isPending` meanwhile), the remembered
 * column choice, the table over one page, and what the pager needs. Lists that fetch their rows
 * in the browser (payouts) put useTableSearch and useTable together themselves.
 */
export function useServerList<F extends Record<string, FilterSpec>, S extends string, TData extends RowData>({
  search,
  visibilityKey,
  columns,
  data,
  getRowId,
  pageCount,
}: UseServerListOptions<F, S, TData>) {
  const [isPending, startTransition] = useTransition();
  const state = useTableSearch(search, { shallow: false, startTransition });
  const [columnVisibility, setColumnVisibility] = usePersistedVisibility(visibilityKey);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });
  const pagination: DataTablePaginationProps = {
    page: state.values.page,
    pageCount,
    pageSize: state.pageSize,
    pageSizes: search.pageSizes,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
  return { table, state, isPending, pagination };
}
