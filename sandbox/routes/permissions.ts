import { createRoute } from "@hono/zod-openapi";
import { permissionListResponseSchema } from "@/lib/contract";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { listPermissions } from "../queries/roles";
import { pageQuerySchema } from "./page-query";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/backoffice/permissions",
  tags: ["Backoffice"],
  summary: "List permissions (resource × action pairs)",
  description:
    "Sandbox extension. Ordered by resource, then action; name is resource:action. limit 1 to 100 (default 10), page at least 1 (default 1).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("permissions", "read")] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(permissionListResponseSchema, "A page of permissions"),
    ...errorResponses(400, 401, 403, 500),
  },
});

export function createPermissionsRouter({ db }: AppDeps) {
  return createRouter("PERMISSION").openapi(listRoute, async (c) =>
    c.json(await listPermissions(db, pageRequest(c.req.valid("query"))), 200),
  );
}
