import "server-only";
import type { z } from "zod";
import { type userListQuerySchema, userListResponseSchema } from "@/lib/contract";
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
