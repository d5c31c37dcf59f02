"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { summarize } from "@/lib/payouts/phases";
import { fetchStatusCounts, payoutKeys } from "@/lib/payouts/queries";

/** Counts are cached 15 s on the server per session; the client keeps them as long. */
export const COUNTS_STALE_MS = 15_000;

/** Per-status counts (one limit=1 request per status on the server) and the lifecycle summary. */
export function useStatusCounts() {
  const query = useQuery({
    queryKey: payoutKeys.counts(),
    queryFn: ({ signal }) => fetchStatusCounts(signal),
    staleTime: COUNTS_STALE_MS,
  });
  const summary = useMemo(() => (query.data ? summarize(query.data.counts) : undefined), [query.data]);
  return { ...query, counts: query.data?.counts, summary };
}
