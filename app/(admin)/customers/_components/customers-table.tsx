"use client";

import { createColumnHelper, type Row, useTable } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { Customer } from "@/lib/contract";

const helper = createColumnHelper<DataTableFeatures, Customer>();
type CustomerRow = Row<DataTableFeatures, Customer>;

const customerHref = (row: CustomerRow) => `/customers/${encodeURIComponent(row.original.id)}`;
const customerName = (row: CustomerRow) => row.original.name;
const enabledProducts = (products: Record<string, unknown>) =>
  Object.entries(products)
    .filter(([, on]) => on === true)
    .map(([key]) => key);

/** The customers; a row opens the customer's page (a plain link too, so it works before hydration). */
export function CustomersTable({ customers }: { customers: Customer[] }) {
  const t = useTranslations("customers");
  const router = useRouter();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("name", {
          header: t("columns.name"),
          meta: { label: t("columns.name"), pinned: true, cellClassName: "font-medium text-primary" },
          enableHiding: false,
        }),
        helper.accessor("active", {
          header: t("columns.active"),
          meta: { label: t("columns.active") },
          cell: (ctx) => (
            <Badge tone={ctx.getValue() ? "success" : "neutral"}>{ctx.getValue() ? t("active") : t("inactive")}</Badge>
          ),
        }),
        helper.accessor((c) => enabledProducts(c.availableProducts).join(", "), {
          id: "products",
          header: t("columns.products"),
          meta: {
            label: t("columns.products"),
            hideBelow: "md",
            cellClassName: "font-mono text-xs whitespace-normal",
          },
        }),
        helper.accessor((c) => Object.keys(c.strategiesByPair).length, {
          id: "pairs",
          header: t("columns.pairs"),
          meta: { label: t("columns.pairs"), className: "text-right", cellClassName: "tabular-nums" },
        }),
        helper.accessor("updatedAt", {
          header: t("columns.updatedAt"),
          meta: { label: t("columns.updatedAt"), hideBelow: "sm" },
          cell: (ctx) => <DateTime value={ctx.getValue()} />,
        }),
      ]),
    [t],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: customers, getRowId: (c) => c.id });
  const open = useCallback((row: CustomerRow) => router.push(customerHref(row)), [router]);
  return (
    <DataTable
      table={table}
      label={t("title")}
      onRowOpen={open}
      rowHref={customerHref}
      rowLabel={customerName}
      className="max-h-none"
    />
  );
}
