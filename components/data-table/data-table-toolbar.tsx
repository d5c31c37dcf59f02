import type { ReactTable, RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { DataTableFilters } from "./data-table-filters";
import type { DataTableFeatures, FacetCounts } from "./features";
import type { TableFilterState } from "./use-table-search";

export type DataTableToolbarProps<TData extends RowData> = {
  /** With `state`: the columns' filters (from their meta) come first. */
  table?: ReactTable<DataTableFeatures, TData>;
  state?: TableFilterState;
  /** Counts beside the select filters' values, by filter key (they stay out of the columns). */
  facetCounts?: FacetCounts;
  /** Extra filter controls, after the columns' own. */
  filters?: ReactNode;
  /** Table actions (view menu, export) on the right. */
  actions?: ReactNode;
  /** A line under the controls, e.g. what order the API returns rows in. */
  note?: ReactNode;
  className?: string;
};

/** Filters on the left, table actions on the right; wraps on narrow screens. */
export function DataTableToolbar<TData extends RowData>({
  table,
  state,
  facetCounts,
  filters,
  actions,
  note,
  className,
}: DataTableToolbarProps<TData>) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          {table && state ? <DataTableFilters table={table} state={state} counts={facetCounts} /> : null}
          {filters}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}
