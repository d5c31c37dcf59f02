import { fetchJson } from "@/lib/browser/fetch-json";
import type { PayoutListResponse } from "@/lib/contract";
import { filterQuery, type PayoutFilters, type PayoutSearch, toApiQuery } from "./search-params";

/** Query keys: every server-owned parameter is in the key, so each request has its own cache entry. */
export const payoutKeys = {
  all: ["payouts"] as const,
  list: (search: PayoutSearch) => ["payouts", "list", toApiQuery(search)] as const,
  total: (search: PayoutFilters) => ["payouts", "total", filterQuery(search)] as const,
  counts: () => ["payouts", "counts"] as const,
  lookup: (by: "id" | "externalId", value: string) => ["payouts", "lookup", by, value] as const,
};

export const listUrl = (query: Record<string, string>) => `/api/payouts?${new URLSearchParams(query)}`;

export function fetchPayoutPage(search: PayoutSearch, signal?: AbortSignal): Promise<PayoutListResponse> {
  return fetchJson<PayoutListResponse>(listUrl(toApiQuery(search)), signal);
}

export type StatusCountsResponse = { counts: Record<string, number>; total: number; fetchedAt: string };

export function fetchStatusCounts(
  signal?: AbortSignal,
  options: { fresh?: boolean } = {},
): Promise<StatusCountsResponse> {
  // The counts refresh by themselves; only "show the new payouts" (fresh) is the operator's doing.
  return fetchJson<StatusCountsResponse>(options.fresh ? "/api/payouts/counts?fresh=1" : "/api/payouts/counts", {
    signal,
    background: !options.fresh,
  });
}
