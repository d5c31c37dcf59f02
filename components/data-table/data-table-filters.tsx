"use client";

import type { ReactTable, RowData } from "@tanstack/react-table";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTableFacetedFilter, toFacetGroups } from "./data-table-faceted-filter";
import { DataTableTextFilter } from "./data-table-text-filter";
import type { DataTableColumnMeta, DataTableFeatures, FacetCounts, FacetGroup } from "./features";
import type { TableFilterState } from "./use-table-search";

type FilterProps = { meta: DataTableColumnMeta; state: TableFilterState; counts: FacetCounts[string] };

/** The options with their counts (a value the counts leave out keeps the count its option had). */
export const withCounts = (groups: readonly FacetGroup[], counts: FacetCounts[string]): readonly FacetGroup[] =>
  counts
    ? groups.map((group) => ({
        ...group,
        options: group.options.map((option) => ({ ...option, count: counts[option.value] ?? option.count })),
      }))
    : groups;

function ColumnFilter({ meta, state, counts }: FilterProps) {
  const t = useTranslations("dataTable");
  const format = useFormatter();
  const filter = meta.filter;
  if (!filter) return null;
  const label = meta.filterLabel ?? meta.label ?? filter.key;
  const value = (state.values as Record<string, unknown>)[filter.key];
  const set = (next: unknown) =>
    (state.setFilters as (change: Record<string, unknown>) => void)({ [filter.key]: next });
  if (filter.variant === "text" || filter.variant === "date") {
    return (
      <DataTableTextFilter
        label={label}
        placeholder={meta.placeholder ?? ""}
        clearLabel={t("clearFilter", { filter: label })}
        type={filter.variant}
        value={typeof value === "string" ? value : null}
        onCommit={set}
      />
    );
  }
  const groups = withCounts(
    toFacetGroups(meta.filterOptions ?? filter.options.map((option) => ({ value: option, label: option }))),
    counts,
  );
  const common = {
    title: label,
    groups,
    formatCount: (n: number) => format.number(n),
    renderValue: meta.renderFilterValue,
  };
  return (
    <div className="flex flex-col gap-1">
      {/* The button names itself; this caption lines it up with the text filters' labels. */}
      <span className="text-xs font-medium text-muted-foreground" aria-hidden>
        {label}
      </span>
      {filter.variant === "multiSelect" ? (
        <DataTableFacetedFilter {...common} multiple value={Array.isArray(value) ? value : null} onChange={set} />
      ) : (
        <DataTableFacetedFilter {...common} value={typeof value === "string" ? value : null} onChange={set} />
      )}
    </div>
  );
}

/**
 * The filters of every column whose meta names a filter (hidden columns included: hiding a
 * column does not take its filter away), in column order, and "Reset filters" while any is set.
 */
export function DataTableFilters<TData extends RowData>({
  table,
  state,
  counts,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  state: TableFilterState;
  counts?: FacetCounts;
}) {
  const t = useTranslations("dataTable");
  return (
    <>
      {table
        .getAllLeafColumns()
        .map((column) =>
          column.columnDef.meta?.filter ? (
            <ColumnFilter
              key={column.id}
              meta={column.columnDef.meta}
              state={state}
              counts={counts?.[column.columnDef.meta.filter.key]}
            />
          ) : null,
        )}
      {state.hasFilters ? (
        <Button variant="ghost" size="sm" onClick={state.resetFilters}>
          {t("resetFilters")}
        </Button>
      ) : null}
    </>
  );
}
