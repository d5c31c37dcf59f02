import "server-only";
import { type CopRechargeInput, type CopRechargeResponse, copRechargeResponseSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest } from "./client";
import type { CallOptions } from "./roles";

const PATH = "/api/v2/backoffice/ops/recharges/cop";

/** Spec: POST /api/v2/backoffice/ops/recharges/cop. A repeated order is a 400 naming "order". */
export function createCopRecharge(
  caller: ApiCaller,
  input: CopRechargeInput,
  opts?: CallOptions,
): Promise<CopRechargeResponse> {
  return apiRequest(caller, { method: "POST", path: PATH, body: input, schema: copRechargeResponseSchema, ...opts });
}

/** Sandbox extension GET …/recharges/cop?order=: the recharge an order already produced. */
export function getCopRechargeByOrder(
  caller: ApiCaller,
  order: string,
  opts?: CallOptions,
): Promise<CopRechargeResponse> {
  return apiRequest(caller, {
    method: "GET",
    path: PATH,
    query: { order },
    schema: copRechargeResponseSchema,
    ...opts,
  });
}
