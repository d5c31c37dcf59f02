import { createRoute } from "@hono/zod-openapi";
import { getAuth } from "../auth/context";
import { requireAuth } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";
import { operatorProfile } from "../queries/operator-profile";
import { operatorProfileResponseSchema } from "./me-schema";

const meRoute = createRoute({
  method: "get",
  path: "/api/v2/backoffice/me",
  tags: ["Backoffice"],
  summary: "The signed-in operator, its customer and its permissions",
  description:
    'Sandbox extension. Needs a valid access token and no permission. permissions are the "resource:action" names the operator\'s active role grants (active ones only), sorted; they are what every other operation checks.',
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonContent(operatorProfileResponseSchema, "The operator's profile"),
    ...errorResponses(401, 500),
  },
});

export function createMeRouter({ db }: AppDeps) {
  return createRouter("OPERATOR").openapi(meRoute, async (c) => c.json(await operatorProfile(db, getAuth(c)), 200));
}
