"use client";

import { createColumnHelper, type Row } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DataTable, type DataTableFeatures, DataTablePagination, useServerList } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { PendingMarker } from "@/components/approvals/pending-marker";
import type { Customer } from "@/lib/contract";
import { apiListSearch } from "@/lib/table-search";

const helper = createColumnHelper<DataTableFeatures, Customer>();
type CustomerRow = Row<DataTableFeatures, Customer>;

const customerHref = (row: CustomerRow) => `/customers/${encodeURIComponent(row.original.id)}`;
const customerName = (row: CustomerRow) => row.original.name;
const enabledProducts = (products: Record<string, unknown>) =>
  Object.entries(products)
    .filter(([, on]) => on === true)
    .map(([key]) => key);

type Props = {
  customers: Customer[];
  pageCount: number;
  /** Customers with a change waiting for approval: marked beside the name. */
  pendingIds?: readonly string[];
};

/**
 * One page of customers in the API's order; a row opens the customer's page (a plain link too, so
 * it works before hydration). The page and its size live in the URL (apiListSearch); a change
 * renders the server page again while these rows stay on screen.
 */
export function CustomersTable({ customers, pageCount, pendingIds = [] }: Props) {
  const t = useTranslations("customers");
  const router = useRouter();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("name", {
          header: t("columns.name"),
          meta: { label: t("columns.name"), pinned: true, cellClassName: "font-medium text-primary" },
          enableHiding: false,
          cell: ({ row: { original: c } }) => (
            <span className="inline-flex flex-wrap items-center gap-2">
              {c.name}
              {pendingIds.includes(c.id) ? <PendingMarker /> : null}
            </span>
          ),
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
    [t, pendingIds],
  );
  const { table, isPending, pagination } = useServerList({
    search: apiListSearch,
    visibilityKey: "customers",
    columns,
    data: customers,
    getRowId: (c) => c.id,
    pageCount,
  });
  const open = useCallback((row: CustomerRow) => router.push(customerHref(row)), [router]);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        table={table}
        label={t("title")}
        isFetching={isPending}
        onRowOpen={open}
        rowHref={customerHref}
        rowLabel={customerName}
        className="max-h-none"
      />
      <DataTablePagination {...pagination} />
    </div>
  );
}
