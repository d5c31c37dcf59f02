"use client";

import type { ReactTable, RowData } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { LazyPopupProps } from "@/components/ui/use-lazy-popup";
import type { DataTableFeatures } from "./features";

/**
 * The column toggle's menu, loaded on first use by DataTableViewOptions. Radix positions a menu
 * against its trigger, so an invisible trigger lies over the real button (which keeps focus).
 */
export function DataTableViewMenu<TData extends RowData>({
  table,
  open,
  setOpen,
  contentProps,
}: LazyPopupProps & { table: ReactTable<DataTableFeatures, TData> }) {
  const t = useTranslations("dataTable");
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide() && !column.columnDef.meta?.pinned);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <span aria-hidden tabIndex={-1} className="pointer-events-none absolute inset-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48" {...contentProps}>
        <DropdownMenuLabel>{t("toggleColumns")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(value) => column.toggleVisibility(value === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {column.columnDef.meta?.label ?? column.id}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => table.setColumnVisibility({})}>{t("resetColumns")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
