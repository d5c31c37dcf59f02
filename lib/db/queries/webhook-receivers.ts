import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { CustomerScope } from "@/lib/db/scope";
import { webhookReceivers } from "@/lib/db/webhooks-schema";

/**
 * Queries of the customers' webhook receivers (lib/webhooks/receivers.ts seals and opens the
 * secrets and caches receivers by key). One row per customer; the key names it in the URL.
 */

export type ReceiverRow = typeof webhookReceivers.$inferSelect;

/** Sealed secrets as stored; null clears one. */
export interface SealedReceiverSecrets {
  currentSecretEnc: string | null;
  previousSecretEnc: string | null;
}

export async function findReceiverRowByCustomer(scope: CustomerScope): Promise<ReceiverRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(webhookReceivers).where(eq(webhookReceivers.customerId, scope.customerId));
  return row;
}

/** The receiver a URL key names: the key alone finds it, as a delivery carries nothing else. */
export async function findReceiverRowByKey(key: string): Promise<ReceiverRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(webhookReceivers).where(eq(webhookReceivers.receiverKey, key));
  return row;
}

/** Stores the customer's receiver with this key unless it has one already (whose key then stands). */
export async function insertReceiverUnlessPresent(scope: CustomerScope, receiverKey: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(webhookReceivers)
    .values({ customerId: scope.customerId, receiverKey, rotatedAt: new Date() })
    .onConflictDoNothing({ target: webhookReceivers.customerId });
}

/**
 * Sets the customer's sealed secrets, rotated now (the database's clock) unless `rotatedAt` is
 * given (putting back earlier ones). Returns the receiver's key, or undefined without a receiver.
 */
export async function setReceiverSecrets(
  scope: CustomerScope,
  secrets: SealedReceiverSecrets,
  rotatedAt?: Date,
): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(webhookReceivers)
    .set({ ...secrets, rotatedAt: rotatedAt ?? sql`now()` })
    .where(eq(webhookReceivers.customerId, scope.customerId))
    .returning({ key: webhookReceivers.receiverKey });
  return row?.key;
}
