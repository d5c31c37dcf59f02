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
