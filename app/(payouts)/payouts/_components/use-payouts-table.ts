"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { dataTableFeatures, type FacetGroup } from "@/components/data-table/features";
import { usePersistedVisibility } from "@/components/data-table/use-persisted-visibility";
import { useCodeLabels } from "@/components/ui/code-label";
import type { Payout } from "@/lib/contract";
import { STATUS_GROUPS } from "@/lib/payouts/phases";
import { fetchPayoutPage, payoutKeys } from "@/lib/payouts/queries";
import type { PayoutSearch } from "@/lib/payouts/search-params";
import { ownerColumn } from "./owner-cell";
import { payoutColumns } from "./payout-columns";

const NO_ROWS: Payout[] = [];

/**
 * The list query and the table over it. Server pagination: the URL's page and limit go to the
 * API; previous rows stay on screen while the next page loads (keepPreviousData).
 * `override` replaces the rows (bulk lookup results) without touching the URL.
 */
export function usePayoutsTable(search: PayoutSearch, override: Payout[] | null) {
  const t = useTranslations("payouts");
  const tWork = useTranslations("payoutWork");
  const statusLabel = useCodeLabels("payoutStatus");
  const query = useQuery({
    queryKey: payoutKeys.list(search),
    queryFn: ({ signal }) => fetchPayoutPage(search, signal),
    placeholderData: keepPreviousData,
  });
  // Every listed status, grouped by phase in the spec's order. The code leads (ops search and talk
  // in it); the label in the operator's language follows. How many payouts sit in each is the
  // toolbar's (facetCounts): the columns stay the same objects when the counts are read again.
  const statusGroups = useMemo<FacetGroup[]>(
    () =>
      STATUS_GROUPS.map((group) => ({
        heading: t(`phases.${group.phase}`),
        options: group.statuses.map((status) => ({
          value: status,
          label: status,
          hint: statusLabel(status),
        })),
      })),
    [t, statusLabel],
  );
  // The owner marker (who is on it) sits after the list's own columns.
  const columns = useMemo(
    () => [...payoutColumns(t, statusGroups), ownerColumn(tWork("column"))],
    [t, tWork, statusGroups],
  );
  const [columnVisibility, setColumnVisibility] = usePersistedVisibility("payouts");
  const rows = override ?? query.data?.payouts ?? NO_ROWS;
  const pageCount = override ? 1 : (query.data?.totalPage ?? 0);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });
  return { table, query, rows, pageCount };
}
