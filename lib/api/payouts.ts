import "server-only";
import { type PayoutListQuery, type PayoutListResponse, payoutListResponseSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/** GET /api/v2/payouts: one page of the customer's payouts, parsed tolerantly. */
export function listPayouts(
  caller: ApiCaller,
  query: PayoutListQuery = {},
  options: CallOptions = {},
): Promise<PayoutListResponse> {
  return apiRequest(caller, {
    method: "GET",
    path: "/api/v2/payouts",
    query: { ...query },
    schema: payoutListResponseSchema,
    ...options,
  });
}
