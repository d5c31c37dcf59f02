import "server-only";
import { type Permission, permissionListResponseSchema } from "@/lib/contract";
import { offers } from "@/lib/transport/capabilities";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";

/**
 * Sandbox extension GET /api/v2/backoffice/permissions, every page; [] where the API does not
 * offer it (lib/transport/capabilities), so a screen that only names permissions (the audit log) shows
 * ids without calling an extension. A screen that must tell "none" from "not offered" asks
 * capabilities itself (roles/[id]).
 */
export async function listPermissions(caller: ApiCaller, opts?: CallOptions): Promise<Permission[]> {
  if (!(await offers("permissions-list"))) return [];
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
