"use client";

import { useQueryStates } from "nuqs";
import { useCallback } from "react";
import type { PayoutStatus } from "@/lib/contract";
import { type PayoutSearch, payoutSearchParsers } from "@/lib/payouts/search-params";

type FilterChange = Partial<{ status: PayoutStatus | null; id: string | null; externalId: string | null }>;

/**
 * The list's URL state on the client, with the same parsers the server page reads.
 * Every change is a history entry (back/forward walk through filters and pages), shallow
 * (TanStack Query fetches; the server page does not re-render). Filter changes go to page 1.
 */
export function usePayoutSearch() {
  const [search, setSearch] = useQueryStates(payoutSearchParsers, { history: "push", shallow: true, scroll: false });

  const setFilters = useCallback((change: FilterChange) => setSearch({ ...change, page: null }), [setSearch]);
  const setPage = useCallback((page: number) => setSearch({ page }), [setSearch]);
  const setLimit = useCallback((limit: number) => setSearch({ limit, page: null }), [setSearch]);
  const clearFilters = useCallback(
    () => setSearch({ status: null, id: null, externalId: null, page: null }),
    [setSearch],
  );

  return { search: search as PayoutSearch, setFilters, setPage, setLimit, clearFilters };
}
