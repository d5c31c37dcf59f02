import { isServer, QueryClient } from "@tanstack/react-query";

/** Data is fresh for 30 s: long enough to avoid refetch storms when switching tabs, short enough for ops work. */
export const QUERY_STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/** Reads an HTTP status from whatever the fetcher threw (`status` or the API's `statusCode`). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const record = error as { status?: unknown; statusCode?: unknown };
  if (typeof record.status === "number") return record.status;
  if (typeof record.statusCode === "number") return record.statusCode;
  return undefined;
}

/**
 * Retries only what may succeed on a second try: network errors and 5xx, plus 408/429.
 * A 400, 401, 403 or 404 will answer the same again; retrying a 401 would also delay
 * the redirect to login.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failureCount < MAX_RETRIES;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * A new client for every server render (no data shared between operators), one per browser
 * tab so the cache survives client navigations. Server components that prefetch call
 * makeQueryClient() themselves and pass dehydrate(client) to a HydrationBoundary.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
