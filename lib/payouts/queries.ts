import type { PayoutListResponse } from "@/lib/contract";
import { filterQuery, type PayoutSearch, toApiQuery } from "./search-values";

/** Query keys: every server-owned parameter is in the key, so each request has its own cache entry. */
export const payoutKeys = {
  all: ["payouts"] as const,
  list: (search: PayoutSearch) => ["payouts", "list", toApiQuery(search)] as const,
  total: (search: Pick<PayoutSearch, "status" | "id" | "externalId">) =>
    ["payouts", "total", filterQuery(search)] as const,
  counts: () => ["payouts", "counts"] as const,
  lookup: (by: "id" | "externalId", value: string) => ["payouts", "lookup", by, value] as const,
};

export type ApiErrorKind = "validation" | "unauthorized" | "forbidden" | "not_found" | "server" | "network" | "timeout";

/** What the GET route handlers answer on failure; shown as an outage, never as an empty table. */
export class PayoutsRequestError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "PayoutsRequestError";
  }
}

type ErrorBody = { error?: { kind?: ApiErrorKind; message?: string; requestId?: string } };

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PayoutsRequestError(error instanceof Error ? error.message : "Network error", "network", 0);
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const kind = body.error?.kind ?? (response.status === 401 ? "unauthorized" : "server");
  throw new PayoutsRequestError(
    body.error?.message ?? response.statusText,
    kind,
    response.status,
    body.error?.requestId,
  );
}

export const listUrl = (query: Record<string, string>) => `/api/payouts?${new URLSearchParams(query)}`;

export function fetchPayoutPage(search: PayoutSearch, signal?: AbortSignal): Promise<PayoutListResponse> {
  return getJson<PayoutListResponse>(listUrl(toApiQuery(search)), signal);
}

/** Number of payouts matching filters: at limit=1 the API's totalPage is the row count. */
export async function fetchMatchingTotal(
  search: Pick<PayoutSearch, "status" | "id" | "externalId">,
  signal?: AbortSignal,
): Promise<number> {
  const body = await getJson<PayoutListResponse>(listUrl({ ...filterQuery(search), limit: "1", page: "1" }), signal);
  return body.totalPage;
}

export type StatusCountsResponse = { counts: Record<string, number>; total: number; fetchedAt: string };

export function fetchStatusCounts(
  signal?: AbortSignal,
  options: { fresh?: boolean } = {},
): Promise<StatusCountsResponse> {
  return getJson<StatusCountsResponse>(options.fresh ? "/api/payouts/counts?fresh=1" : "/api/payouts/counts", signal);
}

/** Don't retry what will fail the same way again (bad input, no session, no permission). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof PayoutsRequestError &&
    ["validation", "unauthorized", "forbidden", "not_found"].includes(error.kind)
  ) {
    return false;
  }
  return failureCount < 2;
}
