"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useRef, useState } from "react";
import type { PayoutStatus } from "@/lib/contract";
import { DEFAULT_PAGE_SIZE, type PayoutSearch, readPayoutSearch } from "@/lib/payouts/search-values";
import { pushSearchParams } from "./url-params";

type FilterChange = Partial<{ status: PayoutStatus | null; id: string | null; externalId: string | null }>;
type Requested = { search: PayoutSearch; from: string };

const keyOf = (s: PayoutSearch) => JSON.stringify([s.status, s.id, s.externalId, s.page, s.limit]);

/** A change as URL parameters: null clears one; defaults (page 1, the default page size) stay out of the URL. */
function toParams(change: Partial<PayoutSearch>): Record<string, string | null> {
  const params: Record<string, string | null> = {};
  if (change.status !== undefined) params.status = change.status;
  if (change.id !== undefined) params.id = change.id;
  if (change.externalId !== undefined) params.externalId = change.externalId;
  if (change.page !== undefined) params.page = change.page === 1 ? null : String(change.page);
  if (change.limit !== undefined) params.limit = change.limit === DEFAULT_PAGE_SIZE ? null : String(change.limit);
  return params;
}

/**
 * The list's URL state on the client, with the same parsers the server page reads.
 * Every change is a history entry (back/forward walk through filters and pages), shallow
 * (TanStack Query fetches; the server page does not re-render). Filter changes go to page 1.
 *
 * With shallow updates, the router hands the new values back only once it has taken the new
 * URL, in a transition that lands 50 to 300 ms after the click. Until the URL moves, the values
 * just asked for are the search, so the table switches to the new query in the click itself.
 * Any move of the URL (caught up, or Back pressed meanwhile) makes the URL the truth again.
 */
export function usePayoutSearch() {
  const parsed = readPayoutSearch(useSearchParams());
  const urlKey = keyOf(parsed);
  // The same object while the five values stand: other parameters (the open payout) do not count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for the five values.
  const urlSearch = useMemo(() => parsed, [urlKey]);
  const [requested, setRequested] = useState<Requested | null>(null);
  if (requested !== null && requested.from !== urlKey) setRequested(null);
  const search = requested !== null && requested.from === urlKey ? requested.search : urlSearch;
  const latest = useRef({ search, urlKey });
  latest.current = { search, urlKey };

  const request = useCallback((change: Partial<PayoutSearch>) => {
    const { search: current, urlKey: from } = latest.current;
    const next = { ...current, ...change };
    latest.current = { search: next, urlKey: from };
    setRequested({ search: next, from });
    pushSearchParams(toParams(change));
  }, []);

  const setFilters = useCallback((change: FilterChange) => request({ ...change, page: 1 }), [request]);
  const setPage = useCallback((page: number) => request({ page }), [request]);
  const setLimit = useCallback((limit: number) => request({ limit, page: 1 }), [request]);
  const clearFilters = useCallback(() => request({ status: null, id: null, externalId: null, page: 1 }), [request]);

  return { search, setFilters, setPage, setLimit, clearFilters };
}
