import { columnVisibilityFeature, tableFeatures } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { TableFilter } from "@/lib/table-search";

/** A choice of a select filter; `hint` is a second, muted name (e.g. the translated label of a code), searchable too. */
export type FacetOption = { value: string; label: string; hint?: string; count?: number; icon?: ReactNode };
export type FacetGroup = { heading: string; options: readonly FacetOption[] };
/**
 * How many rows hold each value of a select filter, by the filter's key (e.g. `status`). Given
 * to the toolbar apart from the columns: counts change often (each refresh), and new column
 * definitions would render every row again.
 */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>> | undefined>>;

/** Below this width a column starts hidden (the view menu can still show it); see DataTable. */
export type ColumnBreakpoint = "sm" | "md" | "lg" | "xl" | "2xl";

/** Column metadata the kit reads. */
export type DataTableColumnMeta = {
  /** The column's name in the view menu, and its filter's label unless filterLabel is set. */
  label?: string;
  className?: string;
  /** Classes for the body cells only (e.g. a monospace value), so a cell needs no wrapper element. */
  cellClassName?: string;
  /** Columns that identify a row (e.g. the id) cannot be hidden, and stay in view when the table scrolls sideways. */
  pinned?: boolean;
  /** Shown by default only from this width up; an explicit choice in the view menu wins. */
  hideBelow?: ColumnBreakpoint;
  /** The URL filter this column is filtered by: an entry of `defineTableSearch(...).filters`. */
  filter?: TableFilter;
  filterLabel?: string;
  placeholder?: string;
  /** The choices of a select filter as shown (labels, counts), flat or grouped; default: the declared values. */
  filterOptions?: readonly FacetOption[] | readonly FacetGroup[];
  /** How a chosen value shows on the filter's button (e.g. a coloured badge). */
  renderFilterValue?: (value: string) => ReactNode;
};

/**
 * The features every list uses. Module scope on purpose: v9 requires a stable features object
 * (a new one per render would rebuild every row model). No pagination feature: the server pages,
 * the URL holds the page (the pager reads it from there) and the table shows the rows it is given.
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;

export const MIN_WIDTH: Record<ColumnBreakpoint, number> = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 };

/** Whether a column with this `hideBelow` shows by default at the current window width (browser only). */
export const shownByDefault = (hideBelow: ColumnBreakpoint | undefined) =>
  hideBelow === undefined || window.matchMedia(`(min-width: ${MIN_WIDTH[hideBelow]}px)`).matches;

/**
 * The classes that hide a column below its breakpoint while nobody chose otherwise: CSS, so
 * the server's HTML is right at every width and nothing moves on hydration.
 */
export const HIDE_BELOW: Record<ColumnBreakpoint, string> = {
  sm: "max-sm:hidden",
  md: "max-md:hidden",
  lg: "max-lg:hidden",
  xl: "max-xl:hidden",
  "2xl": "max-2xl:hidden",
};
