import { createRoute, z } from "@hono/zod-openapi";
import {
  accountListQuerySchema,
  accountListResponseSchema,
  accountSchema,
  accountUpdateInputSchema,
} from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import { getAccount, listAccounts, updateAccount } from "../queries/accounts";
import { isBankOf } from "../queries/banks";

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .openapi({ param: { name: "id", in: "path" } }),
});

/**
 * PSE is Colombian: beyond the contract's shape, the sandbox refuses a bank
 * code outside its Colombian bank list and a country other than CO.
 */
const updateBodySchema = accountUpdateInputSchema.superRefine((input, ctx) => {
  if (input.type !== "PSE") return;
  if (input.data.countryCode !== "CO") {
    ctx.addIssue({ code: "custom", path: ["data", "countryCode"], message: "PSE accounts are Colombian (CO)" });
  }
  if (!isBankOf("CO", input.data.bankCode)) {
    ctx.addIssue({
      code: "custom",
      path: ["data", "bankCode"],
      message: "Unknown Colombian bank code; see GET /api/v2/banks?countryCode=CO",
    });
  }
});

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/accounts",
  tags: ["Accounts"],
  summary: "List the customer's bank accounts and wallets (compliance review queue)",
  description:
    "Sandbox extension. PENDING first, then newest (createdAt, then id, descending). Filters status, type and userId combine with AND; limit 1 to 100 (default 10), page at least 1 (default 1).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "read")] as const,
  request: { query: accountListQuerySchema },
  responses: {
    200: jsonContent(accountListResponseSchema, "A page of accounts"),
    ...errorResponses(400, 401, 403, 500),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/v2/accounts/{id}",
  tags: ["Accounts"],
  summary: "Read one account",
  description: "Sandbox extension. Accounts of other customers answer 404.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "read")] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(accountSchema, "The account"), ...errorResponses(401, 403, 404, 500) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/v2/accounts/{id}",
  tags: ["Accounts"],
  summary: "Update an account's type and data",
  description:
    "For type PSE the data is validated as the spec's PSE fields (person or company holder, INE/IFE document fields, savings or checking, a Colombian bank code from GET /api/v2/banks). The status is not changed. Emits an ACCOUNT UPDATE event carrying the record with complianceUrl.",
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "update")] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: updateBodySchema } } },
  },
  responses: { 200: jsonContent(accountSchema, "The updated account"), ...errorResponses(400, 401, 403, 404, 500) },
});

export function createAccountsRouter({ db }: AppDeps) {
  return createRouter("ACCOUNT")
    .openapi(listRoute, async (c) => {
      const query = c.req.valid("query");
      return c.json(await listAccounts(db, getAuth(c).customerId, query, pageRequest(query)), 200);
    })
    .openapi(getRoute, async (c) => {
      return c.json(await getAccount(db, getAuth(c).customerId, c.req.valid("param").id), 200);
    })
    .openapi(updateRoute, async (c) => {
      const account = await updateAccount(db, getAuth(c).customerId, c.req.valid("param").id, c.req.valid("json"));
      return c.json(account, 200);
    });
}
