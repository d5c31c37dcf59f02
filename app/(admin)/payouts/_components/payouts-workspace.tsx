"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { Row } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import type { DataTableFeatures } from "@/components/data-table/features";
import { classifyError, errorReference } from "@/components/states/error-kind";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { Payout, PayoutListResponse } from "@/lib/contract";
import { isPayoutStatus } from "@/lib/contract/payout-statuses";
import { fetchPayoutPage, fetchStatusCounts, payoutKeys, type StatusCountsResponse } from "@/lib/payouts/queries";
import { searchKey } from "@/lib/payouts/requested-search";
import { filterQuery, PAGE_SIZES, type PayoutSearch } from "@/lib/payouts/search-values";
import type { UrlCorrection } from "@/lib/payouts/url-corrections";
import { BulkLookupButton } from "./bulk-lookup-button";
import type { BulkLookupResult } from "./bulk-lookup-dialog";
import { ExactFilter } from "./exact-filter";
import { ExportButton } from "./export-button";
import { LifecycleStrip } from "./lifecycle-strip";
import { LookupResults } from "./lookup-results";
import { AutoRefreshToggle, NewPayoutsBanner } from "./new-payouts-banner";
import { StatusFilter } from "./status-filter";
import { UrlCorrectionNotice } from "./url-correction-notice";
import { useNewPayouts } from "./use-new-payouts";
import { useOpenPayout } from "./use-open-payout";
import { usePayoutSearch } from "./use-payout-search";
import { usePayoutsTable } from "./use-payouts-table";
import { useStatusCounts } from "./use-status-counts";
import { afterNextPaint } from "./url-params";

/**
 * How many payouts match, for the pager's summary: the status count (or the API total) when
 * that is exact, else the page count when everything fits on one page; unknown otherwise.
 */
function matchingCount(
  search: PayoutSearch,
  counts: StatusCountsResponse | undefined,
  page: PayoutListResponse | undefined,
  lookup: boolean,
): number | undefined {
  if (lookup) return undefined;
  const exactFilters = search.id !== null || search.externalId !== null;
  if (!exactFilters && search.status) return counts?.counts[search.status];
  if (!exactFilters) return counts?.total;
  if (page && page.totalPage <= 1 && search.page === 1) return page.payouts.length;
  return undefined;
}

/** How long a status pick waits for its rows before the screen shows it without them. */
const STATUS_PICK_WAIT_MS = 250;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Shown only when the first page failed to load: not part of the list's first load.
const ErrorState = lazyComponent(() => import("@/components/states/error-state").then((m) => m.ErrorState));
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;
const loadSheet = () => import("./payout-sheet");
// The detail (field list, JSON tree, lifecycle stepper, Radix dialog) loads when a row is first
// opened, or earlier when the pointer reaches the table; the list's first load does not carry it.
const PayoutSheet = lazyComponent(() => loadSheet().then((m) => m.PayoutSheet));

/** The payouts list: lifecycle strip, filters, table, pager, detail sheet, lookup, export, freshness. */
export function PayoutsWorkspace({ corrections, canonical }: { corrections: UrlCorrection[]; canonical: string }) {
  const t = useTranslations("payouts");
  const queryClient = useQueryClient();
  const { search, setFilters, setPage, setLimit, clearFilters, writeUrl } = usePayoutSearch();
  const [lookup, setLookup] = useState<BulkLookupResult | null>(null);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const { openId, open: openPayout, close: closePayout } = useOpenPayout();
  // Once loaded, the sheet stays mounted so closing it animates and reopening is instant.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  // Client-only, as before with next/dynamic ssr:false: a shared ?payout= link opens it after hydration.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  if (openId !== null && !sheetLoaded) setSheetLoaded(true);
  const { table, query, rows, pageCount } = usePayoutsTable(search, lookup?.found ?? null);
  // The URL follows once the rows of the search are painted (see usePayoutSearch): the router's
  // re-render it sets off then runs while the operator reads them, not before they appear.
  const settled = lookup !== null || (!query.isPlaceholderData && (query.data !== undefined || query.isError));
  const shownKey = settled ? searchKey(search) : null;
  useEffect(() => (shownKey === null ? undefined : afterNextPaint(writeUrl)), [shownKey, writeUrl]);
  // Stable, so the table's memoised rows skip the workspace's re-renders that leave them unchanged.
  const onRowOpen = useCallback((row: Row<DataTableFeatures, Payout>) => openPayout(row.original.id), [openPayout]);
  const rowLabel = useCallback((row: Row<DataTableFeatures, Payout>) => t("openPayout", { id: row.original.id }), [t]);
  const rowHref = useCallback(
    (row: Row<DataTableFeatures, Payout>) => `/payouts/${encodeURIComponent(row.original.id)}`,
    [],
  );
  const counts = useStatusCounts();
  const fresh = useNewPayouts(search, autoRefresh && lookup === null);
  const filters = filterQuery(search);
  const hasFilters = Object.keys(filters).length > 0;
  const matching = matchingCount(search, counts.data, query.data, lookup !== null);

  const latestPick = useRef(0);
  const pickStatus = (status: string) => {
    const next = isPayoutStatus(status) ? status : null;
    const target: PayoutSearch = { ...search, status: next, page: 1 };
    const pick = ++latestPick.current;
    let applied = false;
    const apply = () => {
      // A later pick wins, whichever answer comes first.
      if (applied || pick !== latestPick.current) return;
      applied = true;
      setLookup(null);
      setFilters({ status: next });
    };
    // The request starts in the click; the screen switches once the rows are there, so the
    // workspace renders once, with them, instead of once for the pick and again for its rows.
    // A slow answer does not hold the pick back: past STATUS_PICK_WAIT_MS it shows at once, over
    // the previous rows, with the loading indicator.
    const queryKey = payoutKeys.list(target);
    void queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => fetchPayoutPage(target, signal) }).then(apply);
    // Rows seen before (even stale, refreshed meanwhile) show at once, as the table always did.
    if (queryClient.getQueryData(queryKey) !== undefined) apply();
    else setTimeout(apply, STATUS_PICK_WAIT_MS);
  };
  const applyFresh = () => {
    fresh.acknowledge();
    setPage(1);
    void query.refetch();
    // Past the counts' 15 s server cache: the strip must agree with the rows just shown.
    void fetchStatusCounts(undefined, { fresh: true }).then((data) =>
      queryClient.setQueryData(payoutKeys.counts(), data),
    );
  };

  const beyondLastPage = !lookup && query.data && query.data.totalPage > 0 && search.page > query.data.totalPage;

  return (
    <div className="flex flex-col gap-4">
      <UrlCorrectionNotice corrections={corrections} canonical={canonical} />
      <LifecycleStrip
        summary={counts.summary}
        counts={counts.counts}
        active={search.status}
        onPick={pickStatus}
        error={counts.isError && !counts.data}
        onRetry={() => void counts.refetch()}
      />
      <DataTableToolbar
        filters={
          <>
            <StatusFilter
              value={search.status}
              onChange={(status) => pickStatus(status ?? "")}
              counts={counts.counts}
            />
            <ExactFilter
              label={t("filters.id")}
              placeholder={t("filters.idPlaceholder")}
              clearLabel={t("filters.clear", { filter: t("filters.id") })}
              value={search.id}
              onCommit={(id) => setFilters({ id })}
            />
            <ExactFilter
              label={t("filters.externalId")}
              placeholder={t("filters.externalIdPlaceholder")}
              clearLabel={t("filters.clear", { filter: t("filters.externalId") })}
              value={search.externalId}
              onCommit={(externalId) => setFilters({ externalId })}
            />
            {hasFilters ? (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                {t("filters.reset")}
              </Button>
            ) : null}
          </>
        }
        actions={
          <>
            <AutoRefreshToggle checked={autoRefresh} onChange={setAutoRefresh} />
            <BulkLookupButton onResult={setLookup} />
            <ExportButton filters={filters} expectedRows={matching} />
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
      <NewPayoutsBanner count={fresh.fresh} onApply={applyFresh} />
      {beyondLastPage ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          {t("beyondLastPage", { page: search.page, pageCount: query.data?.totalPage ?? 0 })}
          <Button variant="link" size="sm" onClick={() => setPage(query.data?.totalPage ?? 1)}>
            {t("goToLastPage")}
          </Button>
        </p>
      ) : null}
      {query.isError && !query.data ? (
        <ErrorState
          kind={classifyError(query.error) === "outage" ? "outage" : "generic"}
          message={errorMessage(query.error)}
          requestId={errorReference(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("refreshFailed", { message: errorMessage(query.error) })}
            </p>
          ) : null}
          {/* display: contents, so the wrapper only listens: the detail loads as the pointer or focus arrives. */}
          <div className="contents" onPointerEnter={() => void loadSheet()} onFocusCapture={() => void loadSheet()}>
            <DataTable
              table={table}
              label={t("tableLabel")}
              isFetching={query.isFetching}
              onRowOpen={onRowOpen}
              rowLabel={rowLabel}
              rowHref={rowHref}
              empty={query.isPending ? t("loading") : hasFilters ? t("emptyFiltered") : t("empty")}
            />
          </div>
          {lookup ? null : (
            <DataTablePagination
              page={search.page}
              pageCount={pageCount}
              pageSize={search.limit}
              pageSizes={PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={setLimit}
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
