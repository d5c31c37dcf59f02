"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { Row } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import type { DataTableFeatures } from "@/components/data-table/features";
import { useTableSearch } from "@/components/data-table/use-table-search";
import { Button } from "@/components/ui/button";
import type { Payout, PayoutListResponse } from "@/lib/contract";
import { isPayoutStatus } from "@/lib/contract/payout-statuses";
import { fetchPayoutPage, fetchStatusCounts, payoutKeys, type StatusCountsResponse } from "@/lib/payouts/queries";
import { countedByStatusAlone, filterQuery, type PayoutSearch, payoutSearch } from "@/lib/payouts/search-params";
import type { UrlCorrection } from "@/lib/table-search";
import { AutoRefreshToggle } from "./auto-refresh-toggle";
import { BulkLookupButton } from "./bulk-lookup-button";
import type { BulkLookupResult } from "./bulk-lookup-dialog";
import { ExportButton } from "./export-button";
import { FlightStatusScope } from "./flight-status-scope";
import { LifecycleStrip } from "./lifecycle-strip";
import { PayoutOwnersScope } from "./owner-cell";
import { useOpenPayout } from "./use-open-payout";
import { usePayoutsTable } from "./use-payouts-table";
import { useRememberedSwitch } from "./use-remembered-switch";
import { useStatusCounts } from "./use-status-counts";

/** How many match, for the pager: the status count or API total when exact, else one page's rows, else unknown. */
function matchingCount(
  search: PayoutSearch,
  counts: StatusCountsResponse | undefined,
  page: PayoutListResponse | undefined,
): number | undefined {
  // The status counts know no other filter: with any other set, they do not count these rows.
  const byStatus = countedByStatusAlone(search);
  if (byStatus && search.status) return counts?.counts[search.status];
  if (byStatus) return counts?.total;
  if (page && page.totalPage <= 1 && search.page === 1) return page.payouts.length;
  return undefined;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Shown only when there is something to show, so their code loads only then: the first page
// failed (forbidden, outage or other, classified there), a bulk lookup ran, or the URL had to be
// corrected (server-rendered then).
const ErrorState = dynamic(() => import("@/components/states/segment-error").then((m) => m.SegmentError), {
  loading: () => null,
});
const LookupResults = dynamic(() => import("./lookup-results-panel").then((m) => m.LookupResultsPanel), {
  loading: () => null,
});
const UrlCorrectionPanel = dynamic(() => import("./url-correction-panel").then((m) => m.UrlCorrectionPanel), {
  loading: () => null,
});
const noSubscription = () => () => {};
/** How often auto-refresh reads the rows' statuses again from the read model. */
const AUTO_REFRESH_MS = 20_000;
const loadSheet = () => import("./payout-sheet");
// The detail (field list, JSON tree, lifecycle stepper, Radix dialog) loads when a row is first
// opened, or earlier when the pointer reaches the table; the list's first load does not carry it.
const PayoutSheet = dynamic(() => import("./payout-sheet").then((m) => m.PayoutSheet), { loading: () => null });
// Auto-refresh's polling and its "N new payouts" banner load when the switch is first turned on.
const NewPayouts = dynamic(() => import("./new-payouts-banner").then((m) => m.NewPayouts), { loading: () => null });

export type PayoutsWorkspaceProps = {
  corrections: UrlCorrection[];
  /** The operator's key (lower-cased email): the auto-refresh switch is remembered per operator. */
  operatorKey?: string;
};

/** The payouts list: lifecycle strip, filters, table, pager, detail sheet, lookup, export, freshness. */
export function PayoutsWorkspace({ corrections, operatorKey = "" }: PayoutsWorkspaceProps) {
  const t = useTranslations("payouts");
  const queryClient = useQueryClient();
  const urlState = useTableSearch(payoutSearch);
  const search = urlState.values;
  // A filter change starts its request in the click, before the screen renders for it.
  const state = useMemo(
    () => ({
      ...urlState,
      setFilters: (change: Partial<PayoutSearch>) => {
        const next = { ...urlState.values, ...change, page: 1 };
        void queryClient.prefetchQuery({
          queryKey: payoutKeys.list(next),
          queryFn: ({ signal }) => fetchPayoutPage(next, signal),
        });
        urlState.setFilters(change);
      },
    }),
    [urlState, queryClient],
  );
  // The server page listed what it corrected; the address bar gets the corrected URL too.
  const { rewriteUrl } = urlState;
  useEffect(() => {
    if (corrections.length > 0) rewriteUrl();
  }, [corrections, rewriteUrl]);
  const [lookup, setLookup] = useState<BulkLookupResult | null>(null);
  const [autoRefresh, setAutoRefresh] = useRememberedSwitch("payouts.autoRefresh", operatorKey);
  const { openId, open: openPayout, close: closePayout } = useOpenPayout();
  // Once loaded, the sheet stays mounted so closing it animates and reopening is instant.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  // Client-only: a shared ?payout= link opens it after hydration.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (openId !== null && !sheetLoaded) setSheetLoaded(true);
  const counts = useStatusCounts();
  const { table, query, rows, pageCount } = usePayoutsTable(search, lookup?.found ?? null);
  const facetCounts = useMemo(() => ({ status: counts.counts }), [counts.counts]);
  // Stable, so the table's memoised rows skip the workspace's re-renders that leave them unchanged.
  const onRowOpen = useCallback((row: Row<DataTableFeatures, Payout>) => openPayout(row.original.id), [openPayout]);
  const rowLabel = useCallback((row: Row<DataTableFeatures, Payout>) => t("openPayout", { id: row.original.id }), [t]);
  const rowHref = useCallback(
    (row: Row<DataTableFeatures, Payout>) => `/payouts/${encodeURIComponent(row.original.id)}`,
    [],
  );
  // Who owns the rows on screen is read for these ids (one request per page).
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const matching = lookup ? undefined : matchingCount(search, counts.data, query.data);
  const pickStatus = (status: string) => {
    setLookup(null);
    state.setFilters({ status: isPayoutStatus(status) ? status : null });
  };
  const applyFresh = () => {
    state.setPage(1);
    void query.refetch();
    // Past the counts' 15 s server cache: the strip must agree with the rows just shown.
    void fetchStatusCounts(undefined, { fresh: true }).then((data) =>
      queryClient.setQueryData(payoutKeys.counts(), data),
    );
  };
  const lastPage = query.data?.totalPage ?? 0;
  const beyondLastPage = !lookup && lastPage > 0 && search.page > lastPage;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {corrections.length > 0 ? <UrlCorrectionPanel corrections={corrections} /> : null}
      <LifecycleStrip
        summary={counts.summary}
        counts={counts.counts}
        active={search.status}
        onPick={pickStatus}
        error={counts.isError && !counts.data}
        onRetry={() => void counts.refetch()}
      />
      <DataTableToolbar
        table={table}
        state={state}
        facetCounts={facetCounts}
        note={t("orderNote")}
        actions={
          <>
            <AutoRefreshToggle checked={autoRefresh} onChange={setAutoRefresh} />
            <BulkLookupButton onResult={setLookup} />
            <ExportButton filters={filterQuery(search)} expectedRows={matching} />
            <DataTableViewOptions table={table} />
          </>
        }
      />
      {lookup ? (
        <LookupResults
          values={lookup.values}
          found={lookup.found.length}
          missing={lookup.missing}
          onClear={() => setLookup(null)}
        />
      ) : null}
      {autoRefresh ? <NewPayouts search={search} enabled={lookup === null} onApply={applyFresh} /> : null}
      {beyondLastPage ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          {t("beyondLastPage", { page: search.page, pageCount: lastPage })}
          <Button variant="link" size="sm" onClick={() => state.setPage(lastPage)}>
            {t("goToLastPage")}
          </Button>
        </p>
      ) : null}
      {query.isError && !query.data ? (
        <ErrorState error={query.error} message={errorMessage(query.error)} retry={() => void query.refetch()} />
      ) : (
        <>
          {query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("refreshFailed", { message: errorMessage(query.error) })}
            </p>
          ) : null}
          {/* display: contents, so the wrapper only listens: the detail loads as the pointer or focus arrives. */}
          <div className="contents" onPointerEnter={() => void loadSheet()} onFocusCapture={() => void loadSheet()}>
            <PayoutOwnersScope ids={rowIds} onOpen={openPayout}>
              {/* Time in status per row, and statuses the sync saw change: every 20 s with auto-refresh on. */}
              <FlightStatusScope ids={rowIds} refreshMs={autoRefresh ? AUTO_REFRESH_MS : false}>
                <DataTable
                  table={table}
                  label={t("tableLabel")}
                  isFetching={query.isFetching}
                  onRowOpen={onRowOpen}
                  rowLabel={rowLabel}
                  rowHref={rowHref}
                  empty={query.isPending ? t("loading") : state.hasFilters ? t("emptyFiltered") : t("empty")}
                />
              </FlightStatusScope>
            </PayoutOwnersScope>
          </div>
          {lookup ? null : (
            <DataTablePagination
              page={search.page}
              pageCount={pageCount}
              pageSize={search.limit}
              pageSizes={payoutSearch.pageSizes}
              onPageChange={state.setPage}
              onPageSizeChange={state.setPageSize}
              summary={matching === undefined ? undefined : t("matching", { count: matching })}
            />
          )}
        </>
      )}
      {hydrated && (openId !== null || sheetLoaded) ? (
        <PayoutSheet id={openId} rows={rows} onClose={closePayout} />
      ) : null}
    </div>
  );
}
