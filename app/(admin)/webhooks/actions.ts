"use server";

import { randomBytes } from "node:crypto";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { offers, whenOffered } from "@/lib/api/capabilities";
import {
  createWebhookConfig,
  deleteWebhookConfig,
  getWebhookConfig,
  resendDelivery as resendDeliveryApi,
  updateWebhookConfig,
} from "@/lib/api/webhooks";
import { holdForApproval } from "@/lib/approvals/gate";
import type { Operator } from "@/lib/auth/session";
import { EVENT_TYPES, type WebhookConfig, type WebhookCreateInput } from "@/lib/contract";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { ownReceiverUrl } from "@/lib/webhooks/receiver-url";
import { restoreReceiverSecrets, rotateReceiverSecret } from "@/lib/webhooks/receivers";
import { recordRegistration } from "@/lib/webhooks/registrations";
import { SECRET_BYTES, webhookFormSchema } from "@/lib/webhooks/settings-schema";

/** A secret set through the dashboard is also what this customer's own receiver verifies with. */
async function withReceiverSecret<T>(
  scope: CustomerScope,
  secret: string | undefined,
  call: () => Promise<T>,
): Promise<T> {
  if (!secret) return call();
  // Stored before the API starts signing with it; put back if the API refuses the change.
  const before = await rotateReceiverSecret(scope, secret);
  try {
    return await call();
  } catch (error) {
    await restoreReceiverSecrets(scope, before);
    throw error;
  }
}

/** The audit keeps what changed, never the secret (the kit strips "secret" keys too). */
const auditView = (config: WebhookConfig | null | undefined) =>
  config && { id: config.id, url: config.url, events: config.events, active: config.active };

/**
 * POST /webhooks (in the specification, so it always works), recorded in the dashboard's store
 * with its secret sealed: against an API without the read extension that record is what the
 * settings screen shows.
 */
async function register(
  operator: Pick<Operator, "sessionId" | "customerId" | "email">,
  input: WebhookCreateInput,
  requestId: string,
): Promise<WebhookConfig> {
  const config = await createWebhookConfig(operator, input, { requestId });
  await recordRegistration(operator, {
    configId: config.id,
    url: config.url,
    events: config.events,
    by: operator.email,
    secret: input.secret,
  });
  return config;
}

/** An existing configuration is updated where the API offers it; otherwise registering again replaces it. */
async function updatable(id: string | undefined): Promise<string | undefined> {
  return id && (await offers("webhooks-update")) ? id : undefined;
}

const save = defineAction({
  action: "webhook.save",
  targetType: "webhook",
  // The URL rule depends on the environment, read when the action runs.
  schema: z.lazy(() => webhookFormSchema(getEnv().API_ENV)),
  // Sets the signing secret and where events go: a fresh proof of identity first.
  stepUp: true,
  targetId: (input) => input.id,
  run: async (input, { operator, requestId }) => {
    const secret = input.secret?.trim() || undefined;
    const id = await updatable(input.id);
    return withReceiverSecret(operator, secret, () =>
      id
        ? updateWebhookConfig(operator, id, { url: input.url, events: input.events, secret }, { requestId })
        : register(operator, { url: input.url, events: input.events, secret: secret ?? "" }, requestId),
    );
  },
  auditAfter: auditView,
  targetIdFromResult: (config) => config.id,
});

export async function saveWebhook(raw: unknown): Promise<ActionResult<WebhookConfig>> {
  const held = await holdForApproval("webhook", raw, { stepUp: true });
  if (held) return held;
  const result = await save(raw);
  if (result.ok) revalidatePath("/webhooks");
  return result;
}

const toggle = defineAction({
  action: "webhook.setActive",
  targetType: "webhook",
  schema: z.object({ id: z.string().min(1), active: z.boolean() }),
  // No step-up: pausing or resuming deliveries changes neither the secret nor the destination,
  // and pausing must stay quick when a receiver misbehaves.
  targetId: (input) => input.id,
  run: ({ id, active }, { operator, requestId }) => updateWebhookConfig(operator, id, { active }, { requestId }),
  auditAfter: auditView,
});

export async function setWebhookActive(raw: unknown): Promise<ActionResult<WebhookConfig>> {
  return toggle(raw);
}

const remove = defineAction({
  action: "webhook.delete",
  targetType: "webhook",
  schema: z.object({ id: z.string().min(1) }),
  // Removing the configuration decides where events (no longer) go: a fresh proof first.
  stepUp: true,
  targetId: (input) => input.id,
  loadBefore: async (_input, { operator }) => {
    const read = await whenOffered("webhooks-read", () => getWebhookConfig(operator));
    return read.offered ? auditView(read.data) : undefined;
  },
  run: async ({ id }, { operator, requestId }) => {
    await deleteWebhookConfig(operator, id, { requestId });
    return { id };
  },
});

export async function deleteWebhook(raw: unknown): Promise<ActionResult<{ id: string }>> {
  const result = await remove(raw);
  if (result.ok) revalidatePath("/webhooks");
  return result;
}

/**
 * "Receive here": points the configuration at this dashboard's receiver with
 * a fresh secret, kept sealed as the receiver's secret. The secret is returned
 * once so the operator can copy it; it is never shown again.
 */
const receive = defineAction({
  action: "webhook.receiveHere",
  targetType: "webhook",
  schema: z.object({ id: z.string().min(1).optional() }),
  // Sets a new secret and points the events here: a fresh proof of identity first.
  stepUp: true,
  targetId: (input) => input.id,
  run: async (input, { operator, requestId }) => {
    const id = await updatable(input.id);
    const url = await ownReceiverUrl(operator);
    const secret = randomBytes(SECRET_BYTES).toString("hex");
    // An existing configuration keeps its subscriptions; a new one subscribes to every type.
    const config = await withReceiverSecret(operator, secret, () =>
      id
        ? updateWebhookConfig(operator, id, { url, secret, active: true }, { requestId })
        : register(operator, { url, secret, events: [...EVENT_TYPES] }, requestId),
    );
    return { config, secret };
  },
  auditAfter: (data) => auditView(data.config),
  targetIdFromResult: (data) => data.config.id,
});

export async function receiveHere(raw: unknown): Promise<ActionResult<{ config: WebhookConfig; secret: string }>> {
  const result = await receive(raw);
  if (result.ok) revalidatePath("/webhooks");
  return result;
}

const resend = defineAction({
  action: "webhook.resend",
  targetType: "webhook_delivery",
  schema: z.object({ eventId: z.string().min(1) }),
  // No step-up: sends an event already delivered once to the configured destination again.
  targetId: (input) => input.eventId,
  run: async ({ eventId }, { operator, requestId }) => {
    await resendDeliveryApi(operator, eventId, { requestId });
    return { eventId };
  },
});

export async function resendWebhookDelivery(raw: unknown): Promise<ActionResult<{ eventId: string }>> {
  return resend(raw);
}
