"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { dataTableFeatures } from "@/components/data-table/features";
import { usePersistedVisibility } from "@/components/data-table/use-persisted-visibility";
import type { Payout } from "@/lib/contract";
import { fetchPayoutPage, payoutKeys, shouldRetry } from "@/lib/payouts/queries";
import type { PayoutSearch } from "@/lib/payouts/search-values";
import { payoutColumns } from "./payout-columns";

const NO_ROWS: Payout[] = [];

/**
 * The list query and the table over it. Server pagination: the URL's page and limit go to the
 * API; previous rows stay on screen while the next page loads (keepPreviousData).
 * `override` replaces the rows (bulk lookup results) without touching the URL.
 */
export function usePayoutsTable(search: PayoutSearch, override: Payout[] | null) {
  const t = useTranslations("payouts");
  const query = useQuery({
    queryKey: payoutKeys.list(search),
    queryFn: ({ signal }) => fetchPayoutPage(search, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
  const columns = useMemo(
    () =>
      payoutColumns({
        id: t("columns.id"),
        externalId: t("columns.externalId"),
        amount: t("columns.amount"),
        currency: t("columns.currency"),
        beneficiary: t("columns.beneficiary"),
        status: t("columns.status"),
        createdAt: t("columns.createdAt"),
        updatedAt: t("columns.updatedAt"),
        beneficiaryType: (type) => (["BANK", "BREB", "WALLET"].includes(type) ? t(`beneficiaryTypes.${type}`) : type),
      }),
    [t],
  );
  const [columnVisibility, setColumnVisibility] = usePersistedVisibility("payouts");
  const rows = override ?? query.data?.payouts ?? NO_ROWS;
  const pageCount = override ? 1 : (query.data?.totalPage ?? 0);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualPagination: true,
    pageCount,
    state: {
      pagination: { pageIndex: search.page - 1, pageSize: override ? Math.max(rows.length, 1) : search.limit },
      columnVisibility,
    },
    onColumnVisibilityChange: setColumnVisibility,
  });
  return { table, query, rows, pageCount };
}
