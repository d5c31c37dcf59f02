import { z } from "zod";
import { EVENT_TYPES, eventTypeSchema, WEBHOOK_SECRET_RECOMMENDED_LENGTH } from "@/lib/contract";
import { receiverUrlProblem } from "./url-rule";

/**
 * The settings form's input, shared by the form (as you type) and the server
 * action (again, on the server). Messages are codes the form translates
 * (webhooks.form.errors.<code>). Client-safe.
 */
export type ApiEnv = "sandbox" | "production";

export const SECRET_BYTES = 32;

export function webhookFormSchema(apiEnv: ApiEnv) {
  return z.object({
    /** Absent: create; present: update that configuration. */
    id: z.string().min(1).optional(),
    url: z
      .string()
      .trim()
      .min(1, "urlRequired")
      .superRefine((value, ctx) => {
        const problem = receiverUrlProblem(value, apiEnv);
        if (problem) ctx.addIssue({ code: "custom", message: `url_${problem}` });
      }),
    events: z
      .array(eventTypeSchema)
      .min(1, "eventsRequired")
      .refine((types) => new Set(types).size === types.length, "eventsRequired"),
    /** Empty on edit: keep the secret the API has. */
    secret: z.string().max(512, "secretTooLong").optional(),
  });
}
export type WebhookFormValues = z.infer<ReturnType<typeof webhookFormSchema>>;

export const ALL_EVENT_TYPES = EVENT_TYPES;

/** Below the spec's recommendation: warn, do not refuse (the API accepts it). */
export function isWeakSecret(secret: string): boolean {
  return secret.length > 0 && secret.length < WEBHOOK_SECRET_RECOMMENDED_LENGTH;
}

/** 32 random bytes as 64 lowercase hex characters, from whichever Web Crypto is at hand (browser or Node). */
export function generateSecret(): string {
  const bytes = new Uint8Array(SECRET_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
