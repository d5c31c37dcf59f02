import { createRoute } from "@hono/zod-openapi";
import { rampCreateInputSchema, rampListQuerySchema, rampListResponseSchema, rampSchema } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";
import { isFiat } from "../queries/ramp-rates";
import { createRamp, getRamp, listRamps } from "../queries/ramps";

/** ON_RAMP: fiat in, crypto out; OFF_RAMP: the reverse. */
const createBody = rampCreateInputSchema.superRefine((input, ctx) => {
  const onRamp = input.type === "ON_RAMP";
  if (isFiat(input.fromCurrency) !== onRamp) {
    ctx.addIssue({
      code: "custom",
      path: ["fromCurrency"],
      message: onRamp ? "ON_RAMP starts from COP, MXN or USD" : "OFF_RAMP starts from USDC or USDT",
    });
  }
  if (isFiat(input.toCurrency) === onRamp) {
    ctx.addIssue({
      code: "custom",
      path: ["toCurrency"],
      message: onRamp ? "ON_RAMP ends in USDC or USDT" : "OFF_RAMP ends in COP, MXN or USD",
    });
  }
});

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/ramps",
  tags: ["Ramps"],
  summary: "List the customer's ramps",
  description:
    "Sandbox extension. Newest first; filter by status; limit 1 to 100 (default 10), page at least 1 (default 1).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("ramps", "read")] as const,
  request: { query: rampListQuerySchema },
  responses: { 200: jsonContent(rampListResponseSchema, "A page of ramps"), ...errorResponses(400, 401, 403, 500) },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/v2/ramps/{id}",
  tags: ["Ramps"],
  summary: "Read one ramp",
  description: "Sandbox extension. Ramps of other customers answer 404.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("ramps", "read")] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(rampSchema, "The ramp"), ...errorResponses(401, 403, 404, 500) },
});

const createRampRoute = createRoute({
  method: "post",
  path: "/api/v2/ramps",
  tags: ["Ramps"],
  summary: "Create a ramp",
  description:
    "Sandbox extension. Creates a ramp in PENDING_PAYMENT (default) or QUOTE_CREATED at the sandbox's fixed rates (1% spread) and emits RAMP CREATE. userId defaults to the customer's oldest user, accountId to one of that user's accounts. A repeated externalId answers the first ramp with 200.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("ramps", "create")] as const,
  request: { body: { required: true, content: { "application/json": { schema: createBody } } } },
  responses: {
    200: jsonContent(rampSchema, "The ramp created earlier with this externalId"),
    201: jsonContent(rampSchema, "The new ramp"),
    ...errorResponses(400, 401, 403, 500),
  },
});

export function createRampsRouter({ db }: AppDeps) {
  return createRouter("RAMP")
    .openapi(listRoute, async (c) => c.json(await listRamps(db, getAuth(c).customerId, c.req.valid("query")), 200))
    .openapi(getRoute, async (c) => c.json(await getRamp(db, getAuth(c).customerId, c.req.valid("param").id), 200))
    .openapi(createRampRoute, async (c) => {
      const { ramp, created } = await createRamp(db, getAuth(c).customerId, c.req.valid("json"));
      return created ? c.json(ramp, 201) : c.json(ramp, 200);
    });
}
