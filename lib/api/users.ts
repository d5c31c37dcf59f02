import "server-only";
import type { z } from "zod";
import {
  type User,
  type UserCreateInput,
  type userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from "@/lib/contract";
import { type ApiCaller, apiRequest } from "./client";

export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /api/v2/users: one page of the customer's users. */
export function listUsers(
  caller: ApiCaller,
  query: UserListQuery = {},
  options: { signal?: AbortSignal; requestId?: string } = {},
): Promise<UserListResponse> {
  return apiRequest(caller, {
    method: "GET",
    path: "/api/v2/users",
    query: { ...query },
    schema: userListResponseSchema,
    ...options,
  });
}

/**
 * POST /api/v2/users. externalId makes it idempotent: the same body again answers the
 * original user (200), a different body under a used externalId is refused (409).
 * Added by the management screens (issue 5).
 */
export function createUser(
  caller: ApiCaller,
  input: UserCreateInput,
  options: { signal?: AbortSignal; requestId?: string } = {},
): Promise<User> {
  return apiRequest(caller, { method: "POST", path: "/api/v2/users", body: input, schema: userSchema, ...options });
}
