import { createRoute } from "@hono/zod-openapi";
import { customerListResponseSchema, customerSchema, customerUpdateInputSchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { getCustomer, listCustomers, updateCustomer } from "../queries/customers";
import { pageQuerySchema } from "./page-query";

const SCOPE_NOTE = "An operator sees only its own customer; other ids answer 404.";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/customers",
  tags: ["Customers"],
  summary: "List customers",
  description: `Sandbox extension. ${SCOPE_NOTE} The list therefore holds one record (page and limit are accepted as on every list).`,
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("customers", "read")] as const,
  request: { query: pageQuerySchema },
  responses: { 200: jsonContent(customerListResponseSchema, "Customers"), ...errorResponses(400, 401, 403, 500) },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/v2/customers/{id}",
  tags: ["Customers"],
  summary: "Read one customer",
  description: `Sandbox extension. ${SCOPE_NOTE}`,
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("customers", "read")] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(customerSchema, "The customer"), ...errorResponses(401, 403, 404, 500) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/v2/customers/{id}",
  tags: ["Customers"],
  summary: "Update a customer",
  description: `Every field optional. strategiesByPair and availableProducts replace the stored one whole; their inside is the sandbox's structure (x-sandbox-extension on each schema: BASE/QUOTE pairs, strategy and provider from the sandbox's lists, spread 0 to 10,000 bps, minAmount ≤ maxAmount; one on/off flag per known product), unknown keys refused. ${SCOPE_NOTE}`,
  security: BEARER_SECURITY,
  middleware: [requirePermission("customers", "update")] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: customerUpdateInputSchema } } },
  },
  responses: { 200: jsonContent(customerSchema, "The updated customer"), ...errorResponses(400, 401, 403, 404, 500) },
});

export function createCustomersRouter({ db }: AppDeps) {
  return createRouter("CUSTOMER")
    .openapi(listRoute, async (c) =>
      c.json(await listCustomers(db, getAuth(c).customerId, pageRequest(c.req.valid("query"))), 200),
    )
    .openapi(getRoute, async (c) => c.json(await getCustomer(db, getAuth(c).customerId, c.req.valid("param").id), 200))
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updateCustomer(db, getAuth(c).customerId, id, c.req.valid("json")), 200);
    });
}
