import "server-only";
import { z } from "zod";
import { readAlertSettings, writeAlertSettings } from "@/lib/db/queries/alert-settings";
import { knownOperators } from "@/lib/db/queries/payout-ownership";
import { getEnv } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/locale";
import { chatSecretContext } from "@/lib/payouts/alerts";
import { checkChatWebhookUrl } from "@/lib/payouts/chat-webhook";
import { defineOperation, type OperationContext } from "@/lib/pipeline/operation";
import { encryptToken } from "@/lib/security/token-crypto";
import { DashboardRefusal } from "./shared";

/**
 * A customer's alert settings (issue 29, point 7): who is on call (operators the dashboard knows
 * for the customer) and the chat webhook the digests go to, with its signing secret (stored
 * sealed, never shown again). Where alerts go is where events go: the approval policies'
 * permission and a fresh step-up.
 */

export const alertSettingsSchema = z.object({
  onCall: z.array(z.string().trim().toLowerCase().email().max(320)).max(20),
  chatWebhookUrl: z.string().trim().url().max(2_000).nullable(),
  /** The language the digests are written in. */
  chatLanguage: z.enum(LOCALES).default("en"),
  /** Omitted: keep the stored secret. Required with a first URL. */
  signingSecret: z.string().min(16).max(200).optional(),
});

export interface AlertSettingsView {
  onCall: string[];
  chatWebhookUrl: string | null;
  chatLanguage: "en" | "es";
  hasSecret: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

export async function alertSettingsView(scope: { customerId: string }): Promise<AlertSettingsView> {
  const stored = await readAlertSettings(scope);
  return {
    onCall: stored.onCall,
    chatWebhookUrl: stored.chatWebhookUrl,
    chatLanguage: stored.chatLanguage,
    hasSecret: stored.chatSecretEnc !== null,
    updatedBy: stored.updatedBy,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
  };
}

export const saveAlertSettingsOperation = defineOperation({
  name: "alerts.settings",
  targetType: "alert_settings",
  input: alertSettingsSchema,
  permission: "roles:update",
  local: true,
  stepUp: true,
  targetId: () => "alerts",
  readBase: (_input, { operator }: OperationContext) => alertSettingsView(operator),
  run: async (input, { operator }) => {
    const known = new Set((await knownOperators(operator)).map((o) => o.email));
    const unknown = input.onCall.filter((email) => !known.has(email));
    if (unknown.length > 0)
      throw new DashboardRefusal("ALERTS.UNKNOWN_OPERATOR", `Not an operator of this customer: ${unknown.join(", ")}`);
    const stored = await readAlertSettings(operator);
    let chatSecretEnc = stored.chatSecretEnc;
    if (input.chatWebhookUrl) {
      const verdict = await checkChatWebhookUrl(input.chatWebhookUrl, getEnv().ALERT_WEBHOOK_ALLOW_LOOPBACK);
      if (!verdict.ok) throw new DashboardRefusal("ALERTS.URL_REFUSED", verdict.reason);
      if (input.signingSecret)
        chatSecretEnc = encryptToken(
          input.signingSecret,
          getEnv().TOKEN_ENCRYPTION_KEY,
          chatSecretContext(operator.customerId),
        );
      if (!chatSecretEnc) throw new DashboardRefusal("ALERTS.SECRET_REQUIRED", "A chat webhook needs a signing secret");
    } else chatSecretEnc = null;
    await writeAlertSettings(operator, {
      onCall: [...new Set(input.onCall)],
      chatWebhookUrl: input.chatWebhookUrl,
      chatSecretEnc,
      chatLanguage: input.chatLanguage,
      updatedBy: operator.email.toLowerCase(),
    });
    return alertSettingsView(operator);
  },
});
