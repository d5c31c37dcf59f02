import "server-only";
import {
  unspecifiedAnswerSchema,
  type WebhookConfig,
  type WebhookCreateInput,
  type WebhookUpdateInput,
  webhookConfigListResponseSchema,
  webhookConfigSchema,
  webhookDeliverySchema,
} from "@/lib/contract";
import { whenOffered } from "@/lib/transport/capabilities";
import { type ApiCaller, apiRequest, type CallOptions } from "./client";
import { type DeliveryLogEntry, deliveryLogResponseSchema } from "./webhook-deliveries";

/**
 * Sandbox extension GET /api/v2/webhooks ({ webhooks }: the spec shows no read, so the
 * contract's shape is the sandbox's). The configuration shown is the active one (the spec
 * allows one per customer), else the newest.
 */
export async function getWebhookConfig(caller: ApiCaller, opts?: CallOptions): Promise<WebhookConfig | null> {
  const { webhooks } = await apiRequest(caller, {
    method: "GET",
    path: "/api/v2/webhooks",
    schema: webhookConfigListResponseSchema,
    ...opts,
  });
  const newest = [...webhooks].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return newest.find((c) => c.active) ?? newest[0] ?? null;
}

/** Spec: POST /api/v2/webhooks. */
export function createWebhookConfig(
  caller: ApiCaller,
  input: WebhookCreateInput,
  opts?: CallOptions,
): Promise<WebhookConfig> {
  return apiRequest(caller, {
    method: "POST",
    path: "/api/v2/webhooks",
    body: input,
    schema: webhookConfigSchema,
    ...opts,
  });
}

/** Sandbox extension PATCH /api/v2/webhooks/{id}: url, secret, events, active. */
export function updateWebhookConfig(
  caller: ApiCaller,
  id: string,
  input: WebhookUpdateInput,
  opts?: CallOptions,
): Promise<WebhookConfig> {
  return apiRequest(caller, {
    method: "PATCH",
    path: `/api/v2/webhooks/${encodeURIComponent(id)}`,
    body: input,
    schema: webhookConfigSchema,
    ...opts,
  });
}

/**
 * Sandbox extension DELETE /api/v2/webhooks/{id}: no event is sent afterwards. The spec shows
 * no answer body for it, and nothing here reads one.
 */
export async function deleteWebhookConfig(caller: ApiCaller, id: string, opts?: CallOptions): Promise<void> {
  await apiRequest(caller, {
    method: "DELETE",
    path: `/api/v2/webhooks/${encodeURIComponent(id)}`,
    schema: unspecifiedAnswerSchema,
    ...opts,
  });
}

/**
 * The delivery log, or null when the API does not offer it (asked of lib/transport/capabilities; a
 * 404/405 from an API without a document is learned there).
 */
export async function listDeliveries(
  caller: ApiCaller,
  query: { page?: number; limit?: number; state?: string },
  opts?: CallOptions,
): Promise<{ deliveries: DeliveryLogEntry[]; totalPage: number } | null> {
  const log = await whenOffered("webhooks-deliveries", () =>
    apiRequest(caller, {
      method: "GET",
      path: "/api/v2/webhooks/deliveries",
      query,
      schema: deliveryLogResponseSchema,
      ...opts,
    }),
  );
  return log.offered ? log.data : null;
}

/** Sandbox extension: queue one event for delivery again; the answer is the delivery, queued. */
export async function resendDelivery(caller: ApiCaller, eventId: string, opts?: CallOptions): Promise<void> {
  await apiRequest(caller, {
    method: "POST",
    path: `/api/v2/webhooks/deliveries/${encodeURIComponent(eventId)}/resend`,
    schema: webhookDeliverySchema,
    ...opts,
  });
}
