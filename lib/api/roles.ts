import "server-only";
import { type Role, type RoleUpdateInput, roleListResponseSchema, roleSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/** Sandbox extension GET /api/v2/backoffice/roles: small, so every page is read. */
export async function listRoles(caller: ApiCaller, opts?: CallOptions): Promise<Role[]> {
  const roles: Role[] = [];
  for (let page = 1; ; page++) {
    const res = await apiRequest(caller, {
      method: "GET",
      path: "/api/v2/backoffice/roles",
      query: { page, limit: 100 },
      schema: roleListResponseSchema,
      ...opts,
    });
    roles.push(...res.roles);
    if (page >= res.totalPage || res.roles.length === 0) return roles;
  }
}

/** The API has no GET of one role; it is picked from the list. */
export async function getRole(caller: ApiCaller, id: string, opts?: CallOptions): Promise<Role | undefined> {
  return (await listRoles(caller, opts)).find((role) => role.id === id);
}

/** Spec: PUT /api/v2/backoffice/roles/{id}. */
export function updateRole(caller: ApiCaller, id: string, input: RoleUpdateInput, opts?: CallOptions): Promise<Role> {
  return apiRequest(caller, {
    method: "PUT",
    path: `/api/v2/backoffice/roles/${encodeURIComponent(id)}`,
    body: input,
    schema: roleSchema,
    ...opts,
  });
}
