import "server-only";
import { z } from "zod";
import {
  type User,
  type UserCreateInput,
  type userListQuerySchema,
  userListResponseSchema,
  userSchema,
} from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * The list as the dashboard reads it: tolerant of what the specification leaves open (it shows
 * users only "as carried in events"). Every field but the id may be missing, and a record is
 * shown as it came, with "—" for what is absent; only an answer without a users array or
 * totalPage is unreadable.
 */
export const userRowSchema = userSchema.partial().extend({ id: z.string() });
export type UserRow = z.infer<typeof userRowSchema>;
const userListSchema = userListResponseSchema.extend({ users: z.array(userRowSchema) });
export type UserListResponse = z.infer<typeof userListSchema>;

/** GET /api/v2/users: one page of the customer's users. */
export function listUsers(
  caller: ApiCaller,
  query: UserListQuery = {},
  options: CallOptions = {},
): Promise<UserListResponse> {
  return apiRequest(caller, {
    method: "GET",
    path: "/api/v2/users",
    query: { ...query },
    schema: userListSchema,
    ...options,
  });
}

/**
 * POST /api/v2/users. externalId makes it idempotent: the same body again answers the
 * original user (200), a different body under a used externalId is refused (409).
 * Added by the management screens (issue 5).
 */
export function createUser(caller: ApiCaller, input: UserCreateInput, options: CallOptions = {}): Promise<User> {
  return apiRequest(caller, { method: "POST", path: "/api/v2/users", body: input, schema: userSchema, ...options });
}
