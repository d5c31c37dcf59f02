"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { ConfigState } from "@/lib/webhooks/config-state";

export type { ConfigState } from "@/lib/webhooks/config-state";

export const CONFIG_QUERY_KEY = ["webhooks", "config"] as const;
/** A change made elsewhere (another operator, the API directly) shows within this. */
const REFRESH_MS = 3_000;

export function useWebhookConfig(initial: ConfigState) {
  return useQuery({
    queryKey: CONFIG_QUERY_KEY,
    // The first state comes with the page; what follows is the auto-refresh (background).
    queryFn: ({ signal }) => fetchJson<ConfigState>("/api/webhooks/config", { signal, background: true }),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}
