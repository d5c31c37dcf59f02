import { createRoute } from "@hono/zod-openapi";
import { custodialAccountListResponseSchema, savingsListQuerySchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { listCustodialAccounts } from "../queries/savings";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/savings",
  tags: ["Savings"],
  summary: "List the custodial (savings) accounts of the customer's users",
  description:
    "Sandbox extension, so the faker's deposit, withdrawal and interest operations have accounts to act on. Newest first; limit 1 to 100 (default 10).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("savings", "read")] as const,
  request: { query: savingsListQuerySchema },
  responses: {
    200: jsonContent(custodialAccountListResponseSchema, "A page of custodial accounts"),
    ...errorResponses(400, 401, 403, 500),
  },
});

export function createSavingsRouter({ db }: AppDeps) {
  return createRouter("SAVINGS").openapi(listRoute, async (c) =>
    c.json(await listCustodialAccounts(db, getAuth(c).customerId, pageRequest(c.req.valid("query"))), 200),
  );
}
