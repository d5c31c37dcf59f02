import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { authSessions, operators } from "../db/schema";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";

const bodySchema = z.strictObject({
  email: z.email(),
  /** Only sessions opened at or after this instant; leaves older sessions (other test runs) alone. */
  createdAfter: z.iso.datetime({ offset: true }).optional(),
});

const revokeRoute = createRoute({
  method: "post",
  path: "/api/v2/faker/sessions/revoke",
  tags: ["Faker"],
  summary: "Simulate an administrator revoking an operator's sessions",
  description:
    "Sandbox extension. Revokes the operator's open sessions in the caller's customer: their access tokens and refresh tokens stop working at once (401). Lets a client test its handling of a refresh that is refused.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("faker", "write")] as const,
  request: { body: { required: true, content: { "application/json": { schema: bodySchema } } } },
  responses: {
    200: jsonContent(z.object({ revoked: z.number().int() }), "How many sessions were revoked"),
    ...errorResponses(400, 401, 403, 500),
  },
});

export function createFakerSessionsRouter({ db }: AppDeps) {
  return createRouter("FAKER").openapi(revokeRoute, async (c) => {
    const { email, createdAfter } = c.req.valid("json");
    const owners = db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.email, email.toLowerCase()), eq(operators.customerId, getAuth(c).customerId)));
    const revoked = await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: "faker_revoke" })
      .where(
        and(
          inArray(authSessions.operatorId, owners),
          isNull(authSessions.revokedAt),
          createdAfter ? gte(authSessions.createdAt, new Date(createdAfter)) : undefined,
        ),
      )
      .returning({ id: authSessions.id });
    return c.json({ revoked: revoked.length }, 200);
  });
}
