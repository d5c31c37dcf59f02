import { createRoute } from "@hono/zod-openapi";
import { roleListResponseSchema, roleSchema, roleUpdateInputSchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { getRole, listRoles, updateRole } from "../queries/roles";
import { pageQuerySchema } from "./page-query";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/backoffice/roles",
  tags: ["Backoffice"],
  summary: "List roles with their permissions",
  description:
    "Sandbox extension. The caller's customer's own roles (roles belong to a customer; permissions are global). Ordered by name; limit 1 to 100 (default 10), page at least 1 (default 1).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("roles", "read")] as const,
  request: { query: pageQuerySchema },
  responses: { 200: jsonContent(roleListResponseSchema, "A page of roles"), ...errorResponses(400, 401, 403, 500) },
});

const readRoute = createRoute({
  method: "get",
  path: "/api/v2/backoffice/roles/{id}",
  tags: ["Backoffice"],
  summary: "Read a role with its permissions",
  description: "Sandbox extension. Another customer's role answers 404, exactly like an unknown id.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("roles", "read")] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(roleSchema, "The role"), ...errorResponses(400, 401, 403, 404, 500) },
});

const updateRoute = createRoute({
  method: "put",
  path: "/api/v2/backoffice/roles/{id}",
  tags: ["Backoffice"],
  summary: "Update a role",
  description:
    "Every field optional; given fields replace the stored ones and permissionIds replaces the whole permission set. Unknown permission ids are refused with 400 naming each one (arguments key permissionIds.<index>); a name another role of the customer carries is refused with 400. Changes apply to logged-in operators at once. Only the caller's customer's roles: another customer's role answers 404, exactly like an unknown id.",
  security: BEARER_SECURITY,
  middleware: [requirePermission("roles", "update")] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: roleUpdateInputSchema } } },
  },
  responses: { 200: jsonContent(roleSchema, "The updated role"), ...errorResponses(400, 401, 403, 404, 500) },
});

export function createRolesRouter({ db }: AppDeps) {
  return createRouter("ROLE")
    .openapi(listRoute, async (c) =>
      c.json(await listRoles(db, getAuth(c).customerId, pageRequest(c.req.valid("query"))), 200),
    )
    .openapi(readRoute, async (c) => c.json(await getRole(db, getAuth(c).customerId, c.req.valid("param").id), 200))
    .openapi(updateRoute, async (c) =>
      c.json(await updateRole(db, getAuth(c).customerId, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
