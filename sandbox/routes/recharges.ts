import { createRoute, z } from "@hono/zod-openapi";
import { copRechargeInputSchema, copRechargeResponseSchema, RECHARGE_ORDER_MAX } from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";
import { createRecharge, findRechargeByCheckoutToken, findRechargeByOrder } from "../queries/recharges";
import { renderCheckoutPage } from "./recharge-checkout-page";

const PATH = "/api/v2/backoffice/ops/recharges/cop";

const createRechargeRoute = createRoute({
  method: "post",
  path: PATH,
  tags: ["Backoffice"],
  summary: "Create a COP recharge",
  description:
    "order: required, at most 100 characters, unique per customer (a repeated order is refused with 400 naming order: look the earlier recharge up with GET). amount: integer COP, at least 1. description: required, at most 250 characters. DATA.checkout is a sandbox checkout page.",
  security: BEARER_SECURITY,
  middleware: [requirePermission("recharges", "create")] as const,
  request: { body: { required: true, content: { "application/json": { schema: copRechargeInputSchema } } } },
  responses: {
    200: jsonContent(copRechargeResponseSchema, "The recharge order"),
    ...errorResponses(400, 401, 403, 500),
  },
});

const findRoute = createRoute({
  method: "get",
  path: PATH,
  tags: ["Backoffice"],
  summary: "Find a COP recharge by its order",
  description:
    "Sandbox extension, so a client that retries can recognise the recharge it already made. Answers the same body as the creation.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("recharges", "read")] as const,
  request: { query: z.strictObject({ order: z.string().min(1).max(RECHARGE_ORDER_MAX) }) },
  responses: {
    200: jsonContent(copRechargeResponseSchema, "The recharge with this order"),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const checkoutRoute = createRoute({
  method: "get",
  path: `${PATH}/checkout/{token}`,
  tags: ["Backoffice"],
  summary: "Sandbox checkout page of a recharge",
  description:
    "Sandbox extension: the page DATA.checkout points at. No token needed (opened in a browser); the path token is random. No money moves.",
  ...SANDBOX_EXTENSION,
  request: { params: z.object({ token: z.string().openapi({ param: { name: "token", in: "path" } }) }) },
  responses: {
    200: { description: "HTML page", content: { "text/html": { schema: z.string() } } },
    404: { description: "No such checkout", content: { "text/html": { schema: z.string() } } },
  },
});

export function createRechargesRouter({ db }: AppDeps) {
  return createRouter("RECHARGE")
    .openapi(createRechargeRoute, async (c) => {
      const { customerId, operatorId } = getAuth(c);
      const origin = new URL(c.req.url).origin;
      return c.json(await createRecharge(db, { customerId, operatorId }, c.req.valid("json"), origin), 200);
    })
    .openapi(findRoute, async (c) =>
      c.json(await findRechargeByOrder(db, getAuth(c).customerId, c.req.valid("query").order), 200),
    )
    .openapi(checkoutRoute, async (c) => {
      const recharge = await findRechargeByCheckoutToken(db, c.req.valid("param").token);
      return recharge ? c.html(renderCheckoutPage(recharge), 200) : c.html(renderCheckoutPage(undefined), 404);
    });
}
