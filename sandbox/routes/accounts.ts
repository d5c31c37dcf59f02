import { createRoute } from "@hono/zod-openapi";
import {
  accountListQuerySchema,
  accountListResponseSchema,
  accountReviewInputSchema,
  accountSchema,
} from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { type AppDeps, createRouter } from "../lib/router";
import {
  createAccount,
  deleteAccount,
  getAccount,
  listAccounts,
  reviewAccount,
  updateAccount,
} from "../queries/accounts";
import { accountCreateBodySchema, accountUpdateBodySchema } from "./accounts-rules";

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
    body: { required: true, content: { "application/json": { schema: accountUpdateBodySchema } } },
  },
  responses: { 200: jsonContent(accountSchema, "The updated account"), ...errorResponses(400, 401, 403, 404, 500) },
});

const createAccountRoute = createRoute({
  method: "post",
  path: "/api/v2/accounts",
  tags: ["Accounts"],
  summary: "Open a bank account or wallet for one of the customer's users",
  description:
    "Sandbox extension (the spec emits ACCOUNT CREATE events but shows no creation endpoint). userId must be a user of the authenticated customer (else 400 ACCOUNT.1003 naming userId). data is validated per type: PSE as the spec says (Colombian bank code from GET /api/v2/banks), the other types by the sandbox's shapes (SPEI clabe of a Mexican bank, ACH routingNumber and accountNumber, WIRE swiftCode and accountNumber, WALLET currency, network and an address of that network, PIX pixKeyType and pixKey, TRANSFIYA phone), each with the holder's names. New accounts start PENDING. externalId is idempotent per customer: the same userId, type and data answer the existing account with 200, anything else is refused with 409; without externalId the new id is used as it. Emits one ACCOUNT CREATE event carrying the record with complianceUrl.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "create")] as const,
  request: { body: { required: true, content: { "application/json": { schema: accountCreateBodySchema } } } },
  responses: {
    200: jsonContent(accountSchema, "The account created earlier with this externalId and body"),
    201: jsonContent(accountSchema, "The new account"),
    ...errorResponses(400, 401, 403, 409, 500),
  },
});

const deleteAccountRoute = createRoute({
  method: "delete",
  path: "/api/v2/accounts/{id}",
  tags: ["Accounts"],
  summary: "Delete an account",
  description:
    "Sandbox extension (the spec emits ACCOUNT DELETE events but shows no deletion endpoint). Deletes the account for good, no soft delete: afterwards it is neither listed nor readable (404) and its externalId may be reused. Answers the record as it was and emits one ACCOUNT DELETE event carrying it. Unknown ids and other customers' accounts answer 404. An account a ramp uses is refused with 409 (ACCOUNT.1409): the ramp's history names it.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "delete")] as const,
  request: { params: idParam },
  responses: {
    200: jsonContent(accountSchema, "The deleted account, as it was"),
    ...errorResponses(401, 403, 404, 409, 500),
  },
});

const reviewRoute = createRoute({
  method: "post",
  path: "/api/v2/accounts/{id}/review",
  tags: ["Accounts"],
  summary: "Approve or reject a PENDING account (compliance decision)",
  description:
    "Sandbox extension (the spec lists the account statuses but no way to move between them). decision APPROVE makes the account ACTIVE, REJECT makes it REJECTED and needs a reason (at most 500 characters). Needs the accounts:review permission. Only a PENDING account can be decided: any other status answers 409 ACCOUNT.1410, so two racing decisions end with one. Emits one ACCOUNT UPDATE event carrying the record with complianceUrl, in the same transaction as the change.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("accounts", "review")] as const,
  request: {
    params: idParam,
    body: { required: true, content: { "application/json": { schema: accountReviewInputSchema } } },
  },
  responses: {
    200: jsonContent(accountSchema, "The account with its new status"),
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
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
    })
    .openapi(createAccountRoute, async (c) => {
      const { account, created } = await createAccount(db, getAuth(c).customerId, c.req.valid("json"));
      return created ? c.json(account, 201) : c.json(account, 200);
    })
    .openapi(reviewRoute, async (c) => {
      const { customerId, operatorId } = getAuth(c);
      return c.json(await reviewAccount(db, customerId, operatorId, c.req.valid("param").id, c.req.valid("json")), 200);
    })
    .openapi(deleteAccountRoute, async (c) => {
      return c.json(await deleteAccount(db, getAuth(c).customerId, c.req.valid("param").id), 200);
    });
}
