import { columnVisibilityFeature, rowPaginationFeature, tableFeatures } from "@tanstack/react-table";

/** Column metadata the kit reads: a human label for the column toggle, and cell/header classes. */
export type DataTableColumnMeta = {
  label?: string;
  className?: string;
  /** Classes for the body cells only (e.g. a monospace value), so a cell needs no wrapper element. */
  cellClassName?: string;
  /** Columns that identify a row (e.g. the id) cannot be hidden, and stay in view when the table scrolls sideways. */
  pinned?: boolean;
};

/**
 * The features every server-paginated table uses. Module scope on purpose: v9 requires a stable
 * features object (a new one per render would rebuild every row model).
 */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  columnVisibilityFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;
