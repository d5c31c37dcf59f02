import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { badRequestErrorSchema, internalErrorSchema, otherErrorSchema } from "@/lib/contract";
import type { AppEnv } from "./router";

export const OPENAPI_INFO = {
  title: "Ramp and Payout Service API (sandbox)",
  version: "2.0.0",
  description:
    "Sandbox implementation of the Ramp and Payout Service. Operations marked x-sandbox-extension are not in the published specification. Request bodies above 1 MiB answer 413 (REQUEST.1413); JSON nested deeper than 64 levels answers 400 (REQUEST.1004).",
};

/** Marks an operation the spec does not define: spread into createRoute({...}). */
export const SANDBOX_EXTENSION = { "x-sandbox-extension": true } as const;

export const BEARER_SECURITY = [{ bearerAuth: [] }];

export function registerSecuritySchemes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Access token from POST /api/v2/auth/login",
  });
}

const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** Error responses for createRoute({ responses: { ...errorResponses(...) } }). */
export const ERROR_RESPONSES = {
  400: json(badRequestErrorSchema, "Invalid input"),
  401: json(otherErrorSchema, "Missing, invalid, expired or revoked access token"),
  403: json(otherErrorSchema, "The operator's role lacks the permission"),
  404: json(otherErrorSchema, "Not found"),
  409: json(otherErrorSchema, "Conflict (externalId reused with a different body)"),
  500: json(internalErrorSchema, "Internal error"),
} as const;

/** Picks the error responses a route can give, e.g. errorResponses(400, 401, 403, 500). */
export function errorResponses<const K extends keyof typeof ERROR_RESPONSES>(...codes: K[]) {
  return Object.fromEntries(codes.map((code) => [code, ERROR_RESPONSES[code]])) as Pick<typeof ERROR_RESPONSES, K>;
}

export { json as jsonContent };

/** The `{id}` path parameter every resource route takes (ids are ours: at most 100 characters). */
export const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
