"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PayoutStatus } from "@/lib/contract";
import { type RequestedSearch, reconcileRequested, searchKey, toUrlParams } from "@/lib/payouts/requested-search";
import { type PayoutSearch, readPayoutSearch } from "@/lib/payouts/search-values";
import { pushSearchParams } from "./url-params";

type FilterChange = Partial<{ status: PayoutStatus | null; id: string | null; externalId: string | null }>;

/** A slow API must not keep the URL behind for long: past this the URL is written without the rows. */
export const URL_WRITE_LATEST_MS = 1_000;

const currentUrlKey = () => searchKey(readPayoutSearch(new URLSearchParams(window.location.search)));

/**
 * The list's URL state on the client, with the same parsers the server page reads.
 * Every change is a history entry (back/forward walk through filters and pages), shallow
 * (TanStack Query fetches; the server page does not re-render). Filter changes go to page 1.
 *
 * A change is the search at once (the table switches to the new query in the click), and is
 * written to the URL later: `writeUrl` once the new rows are on screen, or URL_WRITE_LATEST_MS
 * after the change at the latest. Writing the URL is not cheap: Next's router takes it in a
 * transition that re-renders the page and remounts the document head (its key includes the
 * search), and the browser then refetches and redraws the favicon. Done in the click, all of
 * that stood between the operator and the new rows.
 */
export function usePayoutSearch() {
  const parsed = readPayoutSearch(useSearchParams());
  const urlKey = searchKey(parsed);
  // The same object while the five values stand: other parameters (the open payout) do not count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for the five values.
  const urlSearch = useMemo(() => parsed, [urlKey]);
  const [requested, setRequested] = useState<RequestedSearch | null>(null);
  const pending = useRef<Record<string, string | null> | null>(null);
  const lastWritten = useRef<string | null>(null);
  const reconciled = reconcileRequested(requested, urlKey, lastWritten.current);
  if (reconciled.requested !== requested) {
    // Back or Forward meanwhile: the URL change still to be written would undo the operator's move.
    if (reconciled.dropPending) pending.current = null;
    setRequested(reconciled.requested);
  }
  const search = reconciled.requested?.search ?? urlSearch;
  const latest = useRef({ search, urlKey });
  latest.current = { search, urlKey };
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const writeUrl = useCallback(() => {
    clearTimeout(fallback.current);
    const change = pending.current;
    if (change === null) return;
    pending.current = null;
    pushSearchParams(change);
    lastWritten.current = currentUrlKey();
  }, []);
  useEffect(() => () => clearTimeout(fallback.current), []);

  const request = useCallback(
    (change: Partial<PayoutSearch>) => {
      const { search: current, urlKey: from } = latest.current;
      const next = { ...current, ...change };
      latest.current = { search: next, urlKey: from };
      setRequested({ search: next, from });
      // Changes not yet written add up; a later value for a parameter wins.
      pending.current = { ...pending.current, ...toUrlParams(change) };
      clearTimeout(fallback.current);
      fallback.current = setTimeout(writeUrl, URL_WRITE_LATEST_MS);
    },
    [writeUrl],
  );

  const setFilters = useCallback((change: FilterChange) => request({ ...change, page: 1 }), [request]);
  const setPage = useCallback((page: number) => request({ page }), [request]);
  const setLimit = useCallback((limit: number) => request({ limit, page: 1 }), [request]);
  const clearFilters = useCallback(() => request({ status: null, id: null, externalId: null, page: 1 }), [request]);

  return { search, setFilters, setPage, setLimit, clearFilters, writeUrl };
}
