import "server-only";
import {
  type RampListQuery,
  type RampListResponse,
  rampListResponseSchema,
  unspecifiedAnswerSchema,
} from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/** Sandbox extension GET /api/v2/ramps (newest first, paged). */
export function listRamps(caller: ApiCaller, query: RampListQuery, opts?: CallOptions): Promise<RampListResponse> {
  return apiRequest(caller, { method: "GET", path: "/api/v2/ramps", query, schema: rampListResponseSchema, ...opts });
}

/**
 * Spec: POST /api/v2/faker/cash-in (sandbox). Completes the ramp's cash-in;
 * the status changes that follow arrive as RAMP webhooks. The answer's shape
 * is not specified, so it is kept as it comes.
 */
export function simulateCashIn(caller: ApiCaller, rampId: string, opts?: CallOptions): Promise<unknown> {
  return apiRequest(caller, {
    method: "POST",
    path: "/api/v2/faker/cash-in",
    body: { rampId },
    schema: unspecifiedAnswerSchema,
    ...opts,
  });
}
