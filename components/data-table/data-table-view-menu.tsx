"use client";

import type { ReactTable, RowData } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { type ReactElement, useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { type ColumnBreakpoint, type DataTableFeatures, shownByDefault } from "./features";

/**
 * The column toggle: its button (`trigger`, drawn by DataTableViewOptions) and the list of columns.
 * DataTableViewOptions loads this module on the button's first use and renders it open.
 */
export function DataTableViewMenu<TData extends RowData>({
  table,
  trigger,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  trigger: ReactElement;
}) {
  const t = useTranslations("dataTable");
  const id = useId();
  const visibility = table.store.state.columnVisibility ?? {};
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide() && !column.columnDef.meta?.pinned);
  const isShown = (columnId: string, hideBelow: ColumnBreakpoint | undefined) =>
    visibility[columnId] ?? shownByDefault(hideBelow);
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-52 p-1" aria-label={t("toggleColumns")}>
        <p className="px-2 py-1.5 text-xs font-medium text-muted-foreground">{t("toggleColumns")}</p>
        <ul>
          {columns.map((column) => (
            <li key={column.id} className="flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
              <Checkbox
                id={`${id}-${column.id}`}
                checked={isShown(column.id, column.columnDef.meta?.hideBelow)}
                onCheckedChange={(value) => column.toggleVisibility(value === true)}
              />
              <label htmlFor={`${id}-${column.id}`} className="flex-1 cursor-pointer">
                {column.columnDef.meta?.label ?? column.id}
              </label>
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 w-full justify-start"
          onClick={() => table.setColumnVisibility({})}
        >
          {t("resetColumns")}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
