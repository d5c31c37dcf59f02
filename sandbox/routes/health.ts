import { createRoute, z } from "@hono/zod-openapi";
import { SANDBOX_EXTENSION, jsonContent } from "../lib/openapi";
import { createRouter } from "../lib/router";

const healthRoute = createRoute({
  method: "get",
  path: "/api/v2/health",
  tags: ["Sandbox"],
  summary: "Liveness check",
  ...SANDBOX_EXTENSION,
  responses: { 200: jsonContent(z.object({ status: z.literal("ok") }), "The sandbox is up") },
});

export function createHealthRouter() {
  return createRouter("SANDBOX").openapi(healthRoute, (c) => c.json({ status: "ok" as const }, 200));
}
