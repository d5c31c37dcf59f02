import { createRoute } from "@hono/zod-openapi";
import {
  userCreateInputSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
  userUpdateInputSchema,
} from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { createUser, listUsers, updateUser } from "../queries/users";

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

const updateUserRoute = createRoute({
  method: "patch",
  path: "/api/v2/users/{id}",
  tags: ["Users"],
  summary: "Record a KYC review: status, access level, note",
  description:
    "Sandbox extension (the spec emits USER UPDATE events but shows no update endpoint). At least one field; a change emits one USER UPDATE event, a PATCH that changes nothing emits none. Other customers' users answer 404.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("users", "update")] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: userUpdateInputSchema } } },
  },
  responses: { 200: jsonContent(userSchema, "The user after the change"), ...errorResponses(400, 401, 403, 404, 500) },
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
    })
    .openapi(updateUserRoute, async (c) => {
      const user = await updateUser(db, getAuth(c).customerId, c.req.valid("param").id, c.req.valid("json"));
      return c.json(user, 200);
    });
}
