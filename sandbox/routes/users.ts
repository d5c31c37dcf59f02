import { createRoute } from "@hono/zod-openapi";
import { userCreateInputSchema, userListQuerySchema, userListResponseSchema, userSchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { createUser, listUsers } from "../queries/users";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/users",
  tags: ["Users"],
  summary: "List the authenticated customer's users",
  description: "Newest first; limit 1 to 100 (default 10), page at least 1 (default 1).",
  security: BEARER_SECURITY,
  middleware: [requirePermission("users", "read")] as const,
  request: { query: userListQuerySchema },
  responses: { 200: jsonContent(userListResponseSchema, "A page of users"), ...errorResponses(400, 401, 403, 500) },
});

const createUserRoute = createRoute({
  method: "post",
  path: "/api/v2/users",
  tags: ["Users"],
  summary: "Register a user",
  description:
    "New users start PENDING at access level L0. externalId is idempotent per customer: the same body returns the original with 200, a different body is refused with 409.",
  security: BEARER_SECURITY,
  middleware: [requirePermission("users", "create")] as const,
  request: { body: { required: true, content: { "application/json": { schema: userCreateInputSchema } } } },
  responses: {
    200: jsonContent(userSchema, "The user created earlier with this externalId and body"),
    201: jsonContent(userSchema, "The new user"),
    ...errorResponses(400, 401, 403, 409, 500),
  },
});

export function createUsersRouter({ db }: AppDeps) {
  return createRouter("USER")
    .openapi(listRoute, async (c) => {
      const query = c.req.valid("query");
      return c.json(await listUsers(db, getAuth(c).customerId, pageRequest(query)), 200);
    })
    .openapi(createUserRoute, async (c) => {
      const { user, created } = await createUser(db, getAuth(c).customerId, c.req.valid("json"));
      return created ? c.json(user, 201) : c.json(user, 200);
    });
}
