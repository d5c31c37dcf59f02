import "server-only";
import { type CopRechargeInput, type CopRechargeResponse, copRechargeResponseSchema } from "@/lib/contract";
import { whenOffered } from "@/lib/transport/capabilities";
import { type ApiCaller, ApiError, apiRequest, type CallOptions } from "./client";

const PATH = "/api/v2/backoffice/ops/recharges/cop";

/** Spec: POST /api/v2/backoffice/ops/recharges/cop. A repeated order is a 400 naming "order". */
export function createCopRecharge(
  caller: ApiCaller,
  input: CopRechargeInput,
  opts?: CallOptions,
): Promise<CopRechargeResponse> {
  return apiRequest(caller, { method: "POST", path: PATH, body: input, schema: copRechargeResponseSchema, ...opts });
}

/**
 * Sandbox extension GET …/recharges/cop?order=: the recharge an order already produced, or
 * undefined when no recharge has that order or the API does not offer the lookup (asked of
 * lib/transport/capabilities first, so an API without it is not called at all). A 403 still throws:
 * the recharges page shows it before the operator types an amount.
 */
export async function getCopRechargeByOrder(
  caller: ApiCaller,
  order: string,
  opts?: CallOptions,
): Promise<CopRechargeResponse | undefined> {
  try {
    const found = await whenOffered("recharges-lookup", () =>
      apiRequest(caller, { method: "GET", path: PATH, query: { order }, schema: copRechargeResponseSchema, ...opts }),
    );
    return found.offered ? found.data : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
