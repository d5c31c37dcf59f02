"use client";

import type { ReactTable, RowData } from "@tanstack/react-table";
import { Columns3Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { DataTableFeatures } from "./features";

const loadMenu = () => import("./data-table-view-menu");
// The popover (Radix, its positioning, the list of columns) loads with the first use; the button is part of the page.
const DataTableViewMenu = dynamic(() =>
  import("./data-table-view-menu").then((m) => m.DataTableViewMenu),
) as typeof import("./data-table-view-menu").DataTableViewMenu;

/** Column toggle. Columns marked `pinned` in their meta (the row's identity) stay visible. */
export function DataTableViewOptions<TData extends RowData>({
  table,
}: {
  table: ReactTable<DataTableFeatures, TData>;
}) {
  const t = useTranslations("dataTable");
  const button = (props: StandInProps) => (
    <Button variant="outline" size="sm" aria-haspopup="dialog" {...props}>
      <Columns3Icon aria-hidden />
      {t("columns")}
    </Button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadMenu}>
      <DataTableViewMenu table={table} trigger={button({})} />
    </OnFirstUse>
  );
}
