import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  createWebhookConfig,
  deleteWebhookConfig,
  getWebhookConfig,
  resendDelivery,
  updateWebhookConfig,
} from "@/lib/api/webhooks";
import { EVENT_TYPES, type WebhookConfig, type WebhookCreateInput } from "@/lib/contract";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { defineHoldableOperation, defineOperation, type Operator } from "@/lib/pipeline/operation";
import { offers, whenOffered } from "@/lib/transport/capabilities";
import { ownReceiverUrl } from "@/lib/webhooks/receiver-url";
import { restoreReceiverSecrets, rotateReceiverSecret } from "@/lib/webhooks/receivers";
import { recordRegistration } from "@/lib/webhooks/registrations";
import { SECRET_BYTES, webhookFormSchema } from "@/lib/webhooks/settings-schema";
import { diffOf } from "./shared";

/**
 * The webhook configuration: save (URL, events, secret), "Receive here", delete, pause/resume
 * and resend. Save, Receive here and delete decide where events go and what signs them: each
 * needs a fresh proof and waits under the webhook policy.
 */

/** A secret set through the dashboard is also what this customer's own receiver verifies with. */
async function withReceiverSecret<T>(scope: CustomerScope, secret: string | undefined, call: () => Promise<T>) {
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

/** What the audit and a held change's base keep: never the secret. */
const configView = (c: WebhookConfig | null | undefined) =>
  c ? { id: c.id, url: c.url, events: [...c.events].sort(), active: c.active } : null;
type ConfigBase = ReturnType<typeof configView>;

async function readConfig(operator: Operator): Promise<ConfigBase> {
  const read = await whenOffered("webhooks-read", () => getWebhookConfig(operator));
  return read.offered ? configView(read.data) : null;
}

/**
 * POST /webhooks (in the specification, so it always works), recorded in the dashboard's store
 * with its secret sealed: against an API without the read extension that record is what the
 * settings screen shows.
 */
async function register(operator: Operator, input: WebhookCreateInput, requestId: string): Promise<WebhookConfig> {
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

export const saveWebhookOperation = defineHoldableOperation({
  name: "webhook.save",
  targetType: "webhook",
  // The URL rule depends on the environment, read when the input is parsed.
  input: () => webhookFormSchema(getEnv().API_ENV),
  permission: "webhooks:write",
  // Sets the signing secret and where events go: a fresh proof of identity first.
  stepUp: true,
  targetId: (input) => input.id ?? null,
  readBase: (_input, { operator }) => readConfig(operator),
  hold: {
    operation: "webhook",
    // Where events go and what signs them wait; the event types alone do not.
    needsApproval: (input, _policy, base) => {
      const known = base as ConfigBase;
      return Boolean(input.secret?.trim()) || !known || !input.id || known.url !== input.url;
    },
    diff: (input, base) => {
      const known = base as ConfigBase;
      const diff = diffOf(known && { url: known.url, events: known.events }, {
        url: input.url,
        events: [...input.events].sort(),
      });
      if (input.secret?.trim()) diff.push({ field: "signingSecret", before: null, after: "changed" });
      return diff;
    },
    secretField: "secret",
  },
  audit: { after: (config: WebhookConfig) => configView(config), targetIdFromResult: (config) => config.id },
  run: async (input, { operator, requestId }) => {
    const secret = input.secret?.trim() || undefined;
    const id = await updatable(input.id);
    return withReceiverSecret(operator, secret, () =>
      id
        ? updateWebhookConfig(operator, id, { url: input.url, events: input.events, secret }, { requestId })
        : register(operator, { url: input.url, events: input.events, secret: secret ?? "" }, requestId),
    );
  },
});

type ReceivedHere = { config: WebhookConfig; secret: string };

/**
 * "Receive here": points the configuration at this dashboard's receiver with a fresh secret,
 * kept sealed as the receiver's secret. Run directly, the secret is returned once so the
 * operator can copy it; run by an approver, it reaches only the receiver (a change request's
 * stored result drops credential-named keys: lib/approvals/service.ts).
 */
export const receiveHereOperation = defineHoldableOperation({
  name: "webhook.receiveHere",
  targetType: "webhook",
  input: z.object({ id: z.string().min(1).max(200).optional() }),
  permission: "webhooks:write",
  // Sets a new secret and points the events here: a fresh proof of identity first.
  stepUp: true,
  targetId: (input) => input.id ?? null,
  readBase: (_input, { operator }) => readConfig(operator),
  hold: {
    operation: "webhook",
    // It replaces the signing secret and the destination: always a change the policy covers.
    needsApproval: () => true,
    diff: async (_input, base, { operator }) => {
      const known = base as ConfigBase;
      return [
        ...diffOf(known && { url: known.url }, { url: await ownReceiverUrl(operator) }),
        { field: "signingSecret", before: null, after: "changed" },
      ];
    },
  },
  audit: {
    after: (data: ReceivedHere) => configView(data.config),
    targetIdFromResult: (data: ReceivedHere) => data.config.id,
  },
  run: async (input, { operator, requestId }): Promise<ReceivedHere> => {
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
});

export const deleteWebhookOperation = defineHoldableOperation({
  name: "webhook.delete",
  targetType: "webhook",
  input: z.object({ id: z.string().min(1).max(200) }),
  permission: "webhooks:write",
  // Removing the configuration decides where events (no longer) go: a fresh proof first.
  stepUp: true,
  targetId: (input) => input.id,
  readBase: (_input, { operator }) => readConfig(operator),
  hold: {
    operation: "webhook",
    needsApproval: () => true,
    diff: (input, base) => {
      const known = base as ConfigBase;
      return [{ field: "url", before: known?.url ?? input.id, after: null }];
    },
  },
  run: async ({ id }, { operator, requestId }) => {
    await deleteWebhookConfig(operator, id, { requestId });
    return { id };
  },
});

export const setWebhookActiveOperation = defineOperation({
  name: "webhook.setActive",
  targetType: "webhook",
  input: z.object({ id: z.string().min(1).max(200), active: z.boolean() }),
  permission: "webhooks:write",
  // No step-up: pausing or resuming deliveries changes neither the secret nor the destination,
  // and pausing must stay quick when a receiver misbehaves.
  stepUp: false,
  targetId: (input) => input.id,
  audit: { after: (config: WebhookConfig) => configView(config) },
  run: ({ id, active }, { operator, requestId }) => updateWebhookConfig(operator, id, { active }, { requestId }),
});

export const resendDeliveryOperation = defineOperation({
  name: "webhook.resend",
  targetType: "webhook_delivery",
  input: z.object({ eventId: z.string().min(1).max(200) }),
  permission: "webhooks:write",
  // No step-up: sends an event already delivered once to the configured destination again.
  stepUp: false,
  targetId: (input) => input.eventId,
  run: async ({ eventId }, { operator, requestId }) => {
    await resendDelivery(operator, eventId, { requestId });
    return { eventId };
  },
});
