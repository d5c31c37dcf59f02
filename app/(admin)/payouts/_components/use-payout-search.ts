"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { PayoutStatus } from "@/lib/contract";
import { DEFAULT_PAGE_SIZE, loadPayoutSearch, type PayoutSearch } from "@/lib/payouts/search-params";
import { pushSearchParams } from "./url-params";

type FilterChange = Partial<{ status: PayoutStatus | null; id: string | null; externalId: string | null }>;

/** Defaults are left out of the URL (as the server's canonical URL does): page 1, the default page size. */
const pageParam = (page: number) => (page === 1 ? null : String(page));
const limitParam = (limit: number) => (limit === DEFAULT_PAGE_SIZE ? null : String(limit));

/**
 * The list's URL state on the client, read with the same parsers the server page uses.
 * Every change is a history entry (back/forward walk through filters and pages), shallow
 * (TanStack Query fetches; the server page does not re-render). Filter changes go to page 1.
 */
export function usePayoutSearch() {
  const params = useSearchParams();
  const parsed = loadPayoutSearch(params) as PayoutSearch;
  const { status, id, externalId, page, limit } = parsed;
  // The same object while these five values stand: other parameters (the open payout) do not count.
  const search = useMemo<PayoutSearch>(
    () => ({ status, id, externalId, page, limit }),
    [status, id, externalId, page, limit],
  );

  const setFilters = useCallback((change: FilterChange) => pushSearchParams({ ...change, page: null }), []);
  const setPage = useCallback((next: number) => pushSearchParams({ page: pageParam(next) }), []);
  const setLimit = useCallback((next: number) => pushSearchParams({ limit: limitParam(next), page: null }), []);
  const clearFilters = useCallback(
    () => pushSearchParams({ status: null, id: null, externalId: null, page: null }),
    [],
  );

  return { search, setFilters, setPage, setLimit, clearFilters };
}
