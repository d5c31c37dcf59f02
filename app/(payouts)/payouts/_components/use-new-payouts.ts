"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { PayoutListResponse } from "@/lib/contract";
import { listUrl, payoutKeys } from "@/lib/payouts/queries";
import { filterQuery, filtersOf, type PayoutFilters, type PayoutSearch } from "@/lib/payouts/search-params";

export const AUTO_REFRESH_MS = 10_000;

/** Number of payouts matching filters: at limit=1 the API's totalPage is the row count. Polled by auto-refresh (background). */
async function fetchMatchingTotal(search: PayoutFilters, signal?: AbortSignal): Promise<number> {
  const body = await fetchJson<PayoutListResponse>(listUrl({ ...filterQuery(search), limit: "1", page: "1" }), {
    signal,
    background: true,
  });
  return body.totalPage;
}

/**
 * Auto-refresh without reshuffling: while on, only the number of payouts matching the filters
 * is polled (one limit=1 request). Rows on screen stay put; the difference from the count when
 * they were loaded becomes "N new payouts", applied when the operator asks.
 */
export function useNewPayouts(search: PayoutSearch, enabled: boolean) {
  // Every declared filter (not a hand-picked few): a filter left out would count the wrong rows.
  const filters = filtersOf(search);
  const total = useQuery({
    queryKey: payoutKeys.total(filters),
    queryFn: ({ signal }) => fetchMatchingTotal(filters, signal),
    enabled,
    refetchInterval: enabled ? AUTO_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  const [baseline, setBaseline] = useState<number | null>(null);
  const filterKey = JSON.stringify(filters);

  // A new filter or turning the toggle on starts counting afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters
  useEffect(() => setBaseline(null), [filterKey, enabled]);
  useEffect(() => {
    if (enabled && baseline === null && total.data !== undefined) setBaseline(total.data);
  }, [enabled, baseline, total.data]);

  const fresh = enabled && baseline !== null && total.data !== undefined ? Math.max(0, total.data - baseline) : 0;
  const acknowledge = () => setBaseline(total.data ?? null);
  return { fresh, acknowledge, total: total.data };
}
