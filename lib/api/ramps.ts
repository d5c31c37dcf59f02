import "server-only";
import { z } from "zod";
import { type Ramp, rampListResponseSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest } from "./client";

export type CallOptions = { requestId?: string; signal?: AbortSignal };

/** Sandbox extension GET /api/v2/ramps (newest first, paged). */
export function listRamps(
  caller: ApiCaller,
  query: { page?: number; limit?: number; status?: string },
  opts?: CallOptions,
): Promise<{ ramps: Ramp[]; totalPage: number }> {
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
    schema: z.unknown(),
    ...opts,
  });
}
