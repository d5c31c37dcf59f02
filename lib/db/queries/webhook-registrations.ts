import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { CustomerScope } from "@/lib/db/scope";
import { webhookRegistrations } from "@/lib/db/webhooks-schema";

/**
 * Queries of the webhook configurations this dashboard registered (lib/webhooks/registrations.ts
 * seals and opens their secrets). Every one is within one customer.
 */

export type RegistrationRow = typeof webhookRegistrations.$inferSelect;

/** Records a registration, replacing the customer's earlier record of the same configuration. */
export async function upsertRegistration(
  scope: CustomerScope,
  reg: { configId: string; url: string; events: string[]; registeredBy: string; secretEnc: string },
): Promise<void> {
  const db = await getDb();
  await db
    .insert(webhookRegistrations)
    .values({ customerId: scope.customerId, ...reg })
    .onConflictDoUpdate({
      target: [webhookRegistrations.customerId, webhookRegistrations.configId],
      set: { url: reg.url, events: reg.events, registeredBy: reg.registeredBy, secretEnc: reg.secretEnc },
    });
}

/** The customer's newest registration. */
export async function findLatestRegistrationRow(scope: CustomerScope): Promise<RegistrationRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(webhookRegistrations)
    .where(eq(webhookRegistrations.customerId, scope.customerId))
    .orderBy(desc(webhookRegistrations.registeredAt))
    .limit(1);
  return row;
}

/** The sealed secret of one of the customer's registrations. */
export async function findRegistrationSecretEnc(scope: CustomerScope, configId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ secretEnc: webhookRegistrations.secretEnc })
    .from(webhookRegistrations)
    .where(and(eq(webhookRegistrations.customerId, scope.customerId), eq(webhookRegistrations.configId, configId)));
  return row?.secretEnc;
}
