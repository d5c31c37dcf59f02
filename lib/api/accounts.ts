import "server-only";
import type { z } from "zod";
import {
  type Account,
  type AccountReviewInput,
  type AccountUpdateInput,
  accountListQuerySchema,
  accountListResponseSchema,
  accountReviewInputSchema,
  accountSchema,
} from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

export type AccountListQuery = z.input<typeof accountListQuerySchema>;

/** Sandbox extension GET /api/v2/accounts (page, limit, status, type, userId). */
export function listAccounts(caller: ApiCaller, query: AccountListQuery, opts?: CallOptions) {
  return apiRequest(caller, {
    method: "GET",
    path: "/api/v2/accounts",
    query: accountListQuerySchema.parse(query),
    schema: accountListResponseSchema,
    ...opts,
  });
}

/** Sandbox extension GET /api/v2/accounts/{id}. */
export function getAccount(caller: ApiCaller, id: string, opts?: CallOptions): Promise<Account> {
  return apiRequest(caller, {
    method: "GET",
    path: `/api/v2/accounts/${encodeURIComponent(id)}`,
    schema: accountSchema,
    ...opts,
  });
}

/** Spec: PATCH /api/v2/accounts/{id}. */
export function updateAccount(
  caller: ApiCaller,
  id: string,
  input: AccountUpdateInput,
  opts?: CallOptions,
): Promise<Account> {
  return apiRequest(caller, {
    method: "PATCH",
    path: `/api/v2/accounts/${encodeURIComponent(id)}`,
    body: input,
    schema: accountSchema,
    ...opts,
  });
}

/**
 * Sandbox extension POST /api/v2/accounts/{id}/review: APPROVE or REJECT (with a reason) a
 * PENDING account. The body is parsed here too, so nothing unchecked reaches the API.
 */
export function reviewAccount(
  caller: ApiCaller,
  id: string,
  input: AccountReviewInput,
  opts?: CallOptions,
): Promise<Account> {
  return apiRequest(caller, {
    method: "POST",
    path: `/api/v2/accounts/${encodeURIComponent(id)}/review`,
    body: accountReviewInputSchema.parse(input),
    schema: accountSchema,
    ...opts,
  });
}
