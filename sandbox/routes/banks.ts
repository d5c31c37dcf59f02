import { createRoute, z } from "@hono/zod-openapi";
import { bankListResponseSchema } from "@/lib/contract";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { pageRequest } from "../lib/pagination";
import { createRouter } from "../lib/router";
import { listBanks } from "../queries/banks";
import { BANK_COUNTRY_CODES } from "../seed/banks";
import { pageQuerySchema } from "./page-query";

const querySchema = pageQuerySchema.extend({
  countryCode: z
    .enum(BANK_COUNTRY_CODES)
    .optional()
    .openapi({ description: "CO (ACH/PSE entity codes) or MX (CLABE bank prefixes); absent: both" }),
});

const listRoute = createRoute({
  method: "get",
  path: "/api/v2/banks",
  tags: ["Banks"],
  summary: "List banks and their codes",
  description:
    "Sandbox extension (the spec names the group but shows no endpoint). Ordered by name; limit 1 to 100 (default 10), page at least 1 (default 1). bankCode values of accounts and beneficiaries come from here.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("banks", "read")] as const,
  request: { query: querySchema },
  responses: { 200: jsonContent(bankListResponseSchema, "Banks"), ...errorResponses(400, 401, 403, 500) },
});

export function createBanksRouter() {
  return createRouter("BANK").openapi(listRoute, (c) => {
    const query = c.req.valid("query");
    return c.json(listBanks(query.countryCode, pageRequest(query)), 200);
  });
}
