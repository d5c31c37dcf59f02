import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { alertSettings, payoutAlerts } from "@/lib/db/payout-work-schema";
import type { CustomerScope } from "@/lib/db/scope";

/** A customer's alert settings (on-call list, chat webhook) and the alerts already raised. */

export interface StoredAlertSettings {
  onCall: string[];
  chatWebhookUrl: string | null;
  chatSecretEnc: string | null;
  chatLanguage: "en" | "es";
  updatedBy: string | null;
  updatedAt: Date | null;
}

export async function readAlertSettings(scope: CustomerScope): Promise<StoredAlertSettings> {
  const db = await getDb();
  const [row] = await db
    .select({
      onCall: alertSettings.onCall,
      chatWebhookUrl: alertSettings.chatWebhookUrl,
      chatSecretEnc: alertSettings.chatSecretEnc,
      chatLanguage: alertSettings.chatLanguage,
      updatedBy: alertSettings.updatedBy,
      updatedAt: alertSettings.updatedAt,
    })
    .from(alertSettings)
    .where(eq(alertSettings.customerId, scope.customerId));
  if (!row)
    return {
      onCall: [],
      chatWebhookUrl: null,
      chatSecretEnc: null,
      chatLanguage: "en",
      updatedBy: null,
      updatedAt: null,
    };
  // A value written by hand in the store is read as the default language.
  return { ...row, chatLanguage: row.chatLanguage === "es" ? "es" : "en" };
}

export async function writeAlertSettings(
  scope: CustomerScope,
  settings: {
    onCall: string[];
    chatWebhookUrl: string | null;
    chatSecretEnc: string | null;
    chatLanguage: "en" | "es";
    updatedBy: string;
  },
): Promise<void> {
  const db = await getDb();
  await db
    .insert(alertSettings)
    .values({ customerId: scope.customerId, ...settings })
    .onConflictDoUpdate({ target: alertSettings.customerId, set: { ...settings, updatedAt: sql`now()` } });
}

/**
 * Records alerts about to be raised; answers the keys not raised before (a transition seen
 * again by a retried sync cycle is raised once).
 */
export async function claimAlertKeys(
  scope: CustomerScope,
  alerts: readonly { key: string; payoutId: string; kind: string }[],
): Promise<Set<string>> {
  if (alerts.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .insert(payoutAlerts)
    .values(alerts.map((a) => ({ customerId: scope.customerId, ...a })))
    .onConflictDoNothing()
    .returning({ key: payoutAlerts.key });
  return new Set(rows.map((r) => r.key));
}
