import { z } from "zod";
import { eventTypeSchema } from "./enums";
import { dateTime } from "./primitives";

/** Spec recommends at least 32 characters. */
export const WEBHOOK_SECRET_RECOMMENDED_LENGTH = 32;

/** A subset of the five types (spec: "Event types"), so each type at most once. */
const events = z
  .array(eventTypeSchema)
  .min(1, "Subscribe to at least one event type")
  .refine((types) => new Set(types).size === types.length, "List each event type once");

/** Spec: "Webhook configuration"; the secret is never returned. */
export const webhookConfigSchema = z.looseObject({
  id: z.string(),
  customerId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: dateTime,
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

/** Spec: POST /api/v2/webhooks. */
export const webhookCreateInputSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  secret: z.string().min(1, "A signing secret is required").max(512),
  events,
});
export type WebhookCreateInput = z.infer<typeof webhookCreateInputSchema>;

/** Sandbox extension: PATCH /api/v2/webhooks/{id}; url, secret, events and active. */
export const webhookUpdateInputSchema = webhookCreateInputSchema.partial().extend({ active: z.boolean().optional() });
export type WebhookUpdateInput = z.infer<typeof webhookUpdateInputSchema>;

/** Sandbox extension: GET /api/v2/webhooks (the customer's configurations, newest first). */
export const webhookConfigListResponseSchema = z.looseObject({ webhooks: z.array(webhookConfigSchema) });

/** Delivery states of the sandbox outbox; canceled = configuration deleted or deactivated before sending. */
export const WEBHOOK_DELIVERY_STATES = ["pending", "in_flight", "succeeded", "failed", "canceled"] as const;

/** One HTTP attempt of a delivery. */
export const webhookAttemptSchema = z.looseObject({
  round: z.number().int(),
  attempt: z.number().int(),
  url: z.string(),
  startedAt: dateTime,
  durationMs: z.number(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
});

/** Sandbox extension: one event's delivery in GET /api/v2/webhooks/deliveries. */
export const webhookDeliverySchema = z.looseObject({
  eventId: z.string(),
  webhookId: z.string(),
  event: z.string(),
  action: z.string(),
  state: z.string(),
  /** attempts value of the next attempt (pending) or of the last one (final states). */
  attempt: z.number().int(),
  attemptsMade: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  lastAttemptAt: dateTime.nullable(),
  nextAttemptAt: dateTime.nullable(),
  resends: z.number().int(),
  createdAt: dateTime,
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
  event: eventTypeSchema.optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliveryListResponseSchema = z.looseObject({
  deliveries: z.array(webhookDeliverySchema),
  totalPage: z.number(),
});
