import { createRoute, z } from "@hono/zod-openapi";
import {
  fakerCashInInputSchema,
  fakerInterestInputSchema,
  fakerMoneyMoveInputSchema,
  fakerSavingsResultSchema,
  rampSchema,
} from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";
import { completeCashIn } from "../queries/ramps";
import { moveMoney, type SavingsOperation } from "../queries/savings";

const cashInResultSchema = z.object({
  ramp: rampSchema,
  eventIds: z.array(z.string()).openapi({ description: "RAMP UPDATE events queued for delivery, in order" }),
});

const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

const cashInRoute = createRoute({
  method: "post",
  path: "/api/v2/faker/cash-in",
  tags: ["Faker"],
  summary: "Simulate the payment of a ramp's cash-in",
  description:
    "Sandbox only. The ramp must be PENDING_PAYMENT. It then moves at once, in one transaction, through CASH_IN_PROCESSING, CASH_IN_COMPLETED, PROCESSING, CASH_OUT_PROCESSING to COMPLETED; each change emits a RAMP UPDATE event (createdAt 1 ms apart). Unknown rampId: 404; a ramp in any other status: 400 naming rampId.",
  security: BEARER_SECURITY,
  middleware: [requirePermission("faker", "write")] as const,
  request: body(fakerCashInInputSchema),
  responses: { 200: jsonContent(cashInResultSchema, "The completed ramp"), ...errorResponses(400, 401, 403, 404, 500) },
});

const savingsRoute = (op: SavingsOperation, path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: "post",
    path,
    tags: ["Faker"],
    summary,
    description: `Sandbox extension. A ${op} on an ACTIVE custodial account (see GET /api/v2/savings): emits TRANSACTION CREATE (PENDING), TRANSACTION UPDATE (COMPLETED) and CUSTODIAL_ACCOUNT UPDATE (new balance). Amounts have at most 2 decimals.`,
    ...SANDBOX_EXTENSION,
    security: BEARER_SECURITY,
    middleware: [requirePermission("faker", "write")] as const,
    request: body(schema),
    responses: {
      200: jsonContent(fakerSavingsResultSchema, "The transaction and the account after it"),
      ...errorResponses(400, 401, 403, 404, 500),
    },
  });

const depositRoute = savingsRoute("DEPOSIT", "/api/v2/faker/deposit", "Simulate a deposit", fakerMoneyMoveInputSchema);
const withdrawalRoute = savingsRoute(
  "WITHDRAWAL",
  "/api/v2/faker/withdrawal",
  "Simulate a withdrawal (400 above the balance)",
  fakerMoneyMoveInputSchema,
);
const interestRoute = savingsRoute(
  "INTEREST",
  "/api/v2/faker/interest",
  "Simulate an interest payment (default: one month at the account's annual rate)",
  fakerInterestInputSchema,
);

export function createFakerRouter({ db }: AppDeps) {
  return createRouter("FAKER")
    .openapi(cashInRoute, async (c) =>
      c.json(await completeCashIn(db, getAuth(c).customerId, c.req.valid("json").rampId), 200),
    )
    .openapi(depositRoute, async (c) => {
      const input = fakerMoneyMoveInputSchema.parse(c.req.valid("json"));
      return c.json(await moveMoney(db, getAuth(c).customerId, "DEPOSIT", input.savingsAccountId, input.amount), 200);
    })
    .openapi(withdrawalRoute, async (c) => {
      const input = fakerMoneyMoveInputSchema.parse(c.req.valid("json"));
      return c.json(
        await moveMoney(db, getAuth(c).customerId, "WITHDRAWAL", input.savingsAccountId, input.amount),
        200,
      );
    })
    .openapi(interestRoute, async (c) => {
      const input = fakerInterestInputSchema.parse(c.req.valid("json"));
      return c.json(await moveMoney(db, getAuth(c).customerId, "INTEREST", input.savingsAccountId, input.amount), 200);
    });
}
