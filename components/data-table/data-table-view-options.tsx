"use client";

import type { ReactTable, RowData } from "@tanstack/react-table";
import { Columns3Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import type { DataTableFeatures } from "./features";

const loadMenu = () => import("./data-table-view-menu");
// The list of columns loads with the first use; the button is part of the page.
const DataTableViewMenu = dynamic(() => import("./data-table-view-menu").then((m) => m.DataTableViewMenu), {
  loading: () => null,
}) as typeof import("./data-table-view-menu").DataTableViewMenu;

/** Column toggle. Columns marked `pinned` in their meta (the row's identity) stay visible. */
export function DataTableViewOptions<TData extends RowData>({
  table,
}: {
  table: ReactTable<DataTableFeatures, TData>;
}) {
  const t = useTranslations("dataTable");
  const popup = useLazyPopup(loadMenu);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" {...popup.triggerProps}>
        <Columns3Icon aria-hidden />
        {t("columns")}
      </Button>
      {popup.mounted ? <DataTableViewMenu table={table} {...popup.popupProps} /> : null}
    </>
  );
}
