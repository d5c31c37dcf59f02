import { createRoute, z } from "@hono/zod-openapi";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { endOutage, OUTAGE_ERROR_CODE, OUTAGE_PATH, startOutage } from "../lib/outages";
import { type AppDeps, createRouter } from "../lib/router";

/** Long enough for a screen to be looked at in every width and theme, short enough to end by itself. */
export const OUTAGE_MAX_SECONDS = 600;

const startSchema = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(OUTAGE_MAX_SECONDS)
    .openapi({ description: `How long the outage lasts, 1 to ${OUTAGE_MAX_SECONDS} seconds` }),
});

const startRoute = createRoute({
  method: "post",
  path: OUTAGE_PATH,
  tags: ["Faker"],
  summary: "Simulate the API being down for the calling operator",
  description: `Sandbox extension. For the given seconds, every request carrying a token of the calling API operator (an access token, or its refresh token on POST /api/v2/auth/refresh) answers 503 with an error body (errorCode ${OUTAGE_ERROR_CODE}, message, statusCode "503") and Retry-After; no other operator notices. Sign-in and this path keep working, so the outage can be ended (DELETE) or started again (the new length replaces the old; startedAt stays, so a client caching answers can tell how long the API has been down). Lets a client show its "API down" state against a real API. Outages live in memory: a restart ends them.`,
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("faker", "write")] as const,
  request: { body: { required: true, content: { "application/json": { schema: startSchema } } } },
  responses: {
    200: jsonContent(
      z.object({
        startedAt: z.iso
          .datetime()
          .openapi({ description: "When the outage began (kept when one was already running)" }),
        until: z.iso.datetime().openapi({ description: "When the outage ends by itself" }),
      }),
      "The outage runs",
    ),
    ...errorResponses(400, 401, 403, 500),
  },
});

const endRoute = createRoute({
  method: "delete",
  path: OUTAGE_PATH,
  tags: ["Faker"],
  summary: "End the calling operator's simulated outage",
  description: "Sandbox extension. The calling operator's requests are served again at once.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("faker", "write")] as const,
  responses: {
    200: jsonContent(
      z.object({ ended: z.boolean().openapi({ description: "Whether an outage was running" }) }),
      "Ended",
    ),
    ...errorResponses(401, 403, 500),
  },
});

export function createFakerOutageRouter(deps: AppDeps) {
  return createRouter("FAKER")
    .openapi(startRoute, (c) => {
      const { startedAt, until } = startOutage(deps, getAuth(c).operatorId, c.req.valid("json").seconds);
      return c.json({ startedAt: startedAt.toISOString(), until: until.toISOString() }, 200);
    })
    .openapi(endRoute, (c) => c.json({ ended: endOutage(deps, getAuth(c).operatorId) }, 200));
}
