import { createRoute, z } from "@hono/zod-openapi";
import {
  webhookConfigListResponseSchema,
  webhookConfigSchema,
  webhookCreateInputSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookUpdateInputSchema,
} from "@/lib/contract";
import { getAuth } from "../auth/context";
import { requirePermission } from "../auth/middleware";
import { BEARER_SECURITY, errorResponses, jsonContent, SANDBOX_EXTENSION, idParam } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";
import { createConfig, deleteConfig, listConfigs, updateConfig } from "../webhooks/configs";
import { listDeliveries, resendDelivery } from "../webhooks/delivery-log";
import { checkWebhookUrl, isLoopbackUrl } from "@/lib/shared/url-policy";
import { badRequest } from "../lib/errors";
import type { SandboxConfig } from "../config";

/** The URL policy as a validation step, so a refused url is a 400 naming `url` like any invalid field. */
async function urlPolicy(url: string | undefined, ctx: z.RefinementCtx) {
  if (url === undefined) return;
  const verdict = await checkWebhookUrl(url);
  if (!verdict.ok) ctx.addIssue({ code: "custom", path: ["url"], message: verdict.reason });
}
const createBody = webhookCreateInputSchema.superRefine((input, ctx) => urlPolicy(input.url, ctx));
const updateBody = webhookUpdateInputSchema.superRefine((input, ctx) => urlPolicy(input.url, ctx));

const eventIdParam = z.object({
  eventId: z
    .string()
    .min(1)
    .openapi({ param: { name: "eventId", in: "path" } }),
});
const deleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true), canceledDeliveries: z.number() });

const URL_RULES =
  "url must be HTTPS; loopback hosts (127.0.0.0/8, ::1, localhost) are accepted, plain HTTP included, only when the sandbox runs with SANDBOX_LOOPBACK_WEBHOOKS=on (npm run dev sets it, for local development), and refused with 400 naming url otherwise. Private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), cloud metadata and reserved addresses are refused with 400 naming url, also when a host name resolves to them (checked again before every delivery). Redirects are never followed: a 3xx answer is a failed attempt.";
const ONE_ACTIVE_RULE =
  "One active configuration per customer: creating a configuration deactivates the previous active one (it stays listed, inactive), and its pending deliveries are canceled.";

const createWebhookRoute = createRoute({
  method: "post",
  path: "/api/v2/webhooks",
  tags: ["Webhooks"],
  summary: "Register the webhook receiver",
  description: `${ONE_ACTIVE_RULE} ${URL_RULES} The secret signs every delivery (x-signature-sha256) and is never returned.`,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "write")] as const,
  request: { body: { required: true, content: { "application/json": { schema: createBody } } } },
  responses: {
    201: jsonContent(webhookConfigSchema, "The configuration, without its secret"),
    ...errorResponses(400, 401, 403, 500),
  },
});

const listWebhooksRoute = createRoute({
  method: "get",
  path: "/api/v2/webhooks",
  tags: ["Webhooks"],
  summary: "The customer's webhook configurations",
  description: "Sandbox extension. The active one first, then newest; secrets are never returned.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "read")] as const,
  responses: { 200: jsonContent(webhookConfigListResponseSchema, "Configurations"), ...errorResponses(401, 403, 500) },
});

const updateWebhookRoute = createRoute({
  method: "patch",
  path: "/api/v2/webhooks/{id}",
  tags: ["Webhooks"],
  summary: "Update url, secret, events or active",
  description: `Sandbox extension. Activating a configuration deactivates the customer's other active one; deactivating one cancels its pending deliveries. A new secret signs every later attempt. ${URL_RULES}`,
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "write")] as const,
  request: { params: idParam, body: { required: true, content: { "application/json": { schema: updateBody } } } },
  responses: {
    200: jsonContent(webhookConfigSchema, "The updated configuration"),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const deleteWebhookRoute = createRoute({
  method: "delete",
  path: "/api/v2/webhooks/{id}",
  tags: ["Webhooks"],
  summary: "Delete a configuration",
  description:
    "Sandbox extension. No event is sent to it afterwards: its pending and in-flight deliveries are canceled (shown as canceled in the delivery log).",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "write")] as const,
  request: { params: idParam },
  responses: { 200: jsonContent(deleteResultSchema, "Deleted"), ...errorResponses(401, 403, 404, 500) },
});

const listDeliveriesRoute = createRoute({
  method: "get",
  path: "/api/v2/webhooks/deliveries",
  tags: ["Webhooks"],
  summary: "Delivery log",
  description:
    "Sandbox extension. One entry per event, newest first: state (pending, in_flight, succeeded, failed = permanently failed after attempts 0 to 5, canceled), the attempts value of the next or last attempt, last response status or error, duration, next retry time and every attempt made. Filters state and event; limit 1 to 100 (default 10), page at least 1.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "read")] as const,
  request: { query: webhookDeliveryListQuerySchema },
  responses: {
    200: jsonContent(webhookDeliveryListResponseSchema, "A page of deliveries"),
    ...errorResponses(400, 401, 403, 500),
  },
});

const resendRoute = createRoute({
  method: "post",
  path: "/api/v2/webhooks/deliveries/{eventId}/resend",
  tags: ["Webhooks"],
  summary: "Send an event again",
  description:
    "Sandbox extension. Queues the event for immediate delivery to the current active configuration, with the same envelope id, starting again at attempts 0 (with the full retry table). 409 while it is being sent; 400 when no configuration is active.",
  ...SANDBOX_EXTENSION,
  security: BEARER_SECURITY,
  middleware: [requirePermission("webhooks", "write")] as const,
  request: { params: eventIdParam },
  responses: {
    200: jsonContent(webhookDeliverySchema, "The delivery, queued"),
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
});

/**
 * The sandbox's one deviation from the specification (HTTPS receivers), kept behind its setting:
 * without SANDBOX_LOOPBACK_WEBHOOKS=on a loopback url is refused like the private ranges.
 */
function loopbackRule(config: SandboxConfig, url: string | undefined): void {
  if (url === undefined || config.loopbackWebhooks || !isLoopbackUrl(url)) return;
  throw badRequest(
    "WEBHOOK.1001",
    ["url: url points at a loopback address (the sandbox accepts one only with SANDBOX_LOOPBACK_WEBHOOKS=on)"],
    [{ key: "url", value: url }],
  );
}

export function createWebhooksRouter({ db, config }: AppDeps) {
  return createRouter("WEBHOOK")
    .openapi(listDeliveriesRoute, async (c) =>
      c.json(await listDeliveries(db, getAuth(c).customerId, c.req.valid("query")), 200),
    )
    .openapi(resendRoute, async (c) =>
      c.json(await resendDelivery(db, getAuth(c).customerId, c.req.valid("param").eventId), 200),
    )
    .openapi(createWebhookRoute, async (c) => {
      const input = c.req.valid("json");
      loopbackRule(config, input.url);
      return c.json(await createConfig(db, getAuth(c).customerId, input), 201);
    })
    .openapi(listWebhooksRoute, async (c) => c.json({ webhooks: await listConfigs(db, getAuth(c).customerId) }, 200))
    .openapi(updateWebhookRoute, async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      loopbackRule(config, input.url);
      return c.json(await updateConfig(db, getAuth(c).customerId, id, input), 200);
    })
    .openapi(deleteWebhookRoute, async (c) =>
      c.json(await deleteConfig(db, getAuth(c).customerId, c.req.valid("param").id), 200),
    );
}
