import "server-only";
import { type Permission, permissionListResponseSchema } from "@/lib/contract";
import { type ApiCaller, apiRequest } from "./client";
import type { CallOptions } from "./roles";

/** Sandbox extension GET /api/v2/backoffice/permissions, every page. */
export async function listPermissions(caller: ApiCaller, opts?: CallOptions): Promise<Permission[]> {
  const out: Permission[] = [];
  for (let page = 1; ; page++) {
    const res = await apiRequest(caller, {
      method: "GET",
      path: "/api/v2/backoffice/permissions",
      query: { page, limit: 100 },
      schema: permissionListResponseSchema,
      ...opts,
    });
    out.push(...res.permissions);
    if (page >= res.totalPage || res.permissions.length === 0) return out;
  }
}
