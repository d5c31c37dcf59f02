import { createRoute } from "@hono/zod-openapi";
import { payoutCreateInputSchema, payoutListQuerySchema, payoutListResponseSchema, payoutSchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, SANDBOX_EXTENSION, errorResponses, jsonContent } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { createPayout, listPayouts } from "../queries/payouts";

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/payouts",
  tags: ["Payouts"],
  summary: "List the authenticated customer's payouts",
  description:
    "Newest first (createdAt, then id, descending). limit 1 to 100 (default 10), page at least 1 (default 1); filters id, externalId and status combine with AND. totalPage = ceil(matching / limit).",
  security: BEARER_SECURITY,
  middleware: [requirePermission("payouts", "read")] as const,
  request: { query: payoutListQuerySchema },
  responses: { 200: jsonContent(payoutListResponseSchema, "A page of payouts"), ...errorResponses(400, 401, 403, 500) },
});

const createPayoutRoute = createRoute({
  method: "post",
  path: "/api/v2/payouts",
  tags: ["Payouts"],
  summary: "Create a payout",
  description:
    "Sandbox extension (the spec does not show payout creation). New payouts start in CREATED. externalId is idempotent per customer: the same body again returns the original with 200; a different body under the same externalId is refused with 409.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("payouts", "create")] as const,
  request: { body: { required: true, content: { "application/json": { schema: payoutCreateInputSchema } } } },
  responses: {
    200: jsonContent(payoutSchema, "The payout created earlier with this externalId and body"),
    201: jsonContent(payoutSchema, "The new payout"),
    ...errorResponses(400, 401, 403, 409, 500),
  },
});

export function createPayoutsRouter({ db }: AppDeps) {
  return createRouter("PAYOUT")
    .openapi(listRoute, async (c) => {
      const query = c.req.valid("query");
      const { customerId } = getAuth(c);
      return c.json(await listPayouts(db, customerId, query, pageRequest(query)), 200);
    })
    .openapi(createPayoutRoute, async (c) => {
      const { payout, created } = await createPayout(db, getAuth(c).customerId, c.req.valid("json"));
      return created ? c.json(payout, 201) : c.json(payout, 200);
    });
}
