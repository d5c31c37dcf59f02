import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { WebhookConfig, WebhookCreateInput, WebhookUpdateInput } from "@/lib/contract";
import { webhookConfigs } from "../db/webhooks-schema";
import type { Db } from "../db/store";
import { queryRows } from "../events/sql";
import { notFound } from "../lib/errors";

type Row = typeof webhookConfigs.$inferSelect;

/** Wire shape (spec "Webhook configuration"). The secret never leaves the store. */
export function toWebhookConfig(row: Row): WebhookConfig {
  return {
    id: row.id,
    customerId: row.customerId,
    url: row.url,
    events: row.events,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const unique = (events: readonly string[]) => [...new Set(events)];

/** Serialises configuration changes of one customer, so the one-active rule holds under concurrent requests. */
async function lockCustomer(tx: Db, customerId: string) {
  await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
}

/** Deliveries of a configuration that stopped receiving are not sent; answers how many. */
async function cancelDeliveries(tx: Db, configId: string, reason: string): Promise<number> {
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`UPDATE webhook_deliveries SET status = 'canceled', last_error = ${reason}, lease_owner = NULL,
          leased_at = NULL, completed_at = now(), updated_at = now()
        WHERE config_id = ${configId} AND status IN ('pending', 'in_flight')
        RETURNING event_id`,
  );
  return rows.length;
}

/** Deactivates the customer's active configuration other than keepId; cancels what it still had to send. */
async function deactivateOthers(tx: Db, customerId: string, keepId: string | null) {
  const previous = await tx
    .update(webhookConfigs)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(webhookConfigs.customerId, customerId), eq(webhookConfigs.active, true)))
    .returning({ id: webhookConfigs.id });
  for (const p of previous) {
    if (p.id !== keepId) await cancelDeliveries(tx, p.id, "replaced by a newer webhook configuration");
  }
}

export async function listConfigs(db: Db, customerId: string): Promise<WebhookConfig[]> {
  const rows = await db
    .select()
    .from(webhookConfigs)
    .where(eq(webhookConfigs.customerId, customerId))
    .orderBy(desc(webhookConfigs.active), desc(webhookConfigs.createdAt), desc(webhookConfigs.id));
  return rows.map(toWebhookConfig);
}

/** One active configuration per customer: a new one replaces (deactivates) the previous one. */
export async function createConfig(db: Db, customerId: string, input: WebhookCreateInput): Promise<WebhookConfig> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await deactivateOthers(tx, customerId, null);
    const now = new Date();
    const [row] = await tx
      .insert(webhookConfigs)
      .values({
        id: randomUUID(),
        customerId,
        url: input.url,
        secret: input.secret,
        events: unique(input.events),
        active: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("webhook configuration insert returned nothing");
    return toWebhookConfig(row);
  });
}

const missing = (id: string) => notFound("WEBHOOK.1404", `Webhook configuration ${id} not found`);

/** Activating a configuration deactivates the customer's other active one (same rule as create). */
export async function updateConfig(
  db: Db,
  customerId: string,
  id: string,
  input: WebhookUpdateInput,
): Promise<WebhookConfig> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const where = and(eq(webhookConfigs.id, id), eq(webhookConfigs.customerId, customerId));
    const [current] = await tx.select().from(webhookConfigs).where(where);
    if (!current) throw missing(id);
    if (input.active === true && !current.active) await deactivateOthers(tx, customerId, id);
    if (input.active === false && current.active) await cancelDeliveries(tx, id, "webhook configuration deactivated");
    const [row] = await tx
      .update(webhookConfigs)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.secret !== undefined ? { secret: input.secret } : {}),
        ...(input.events !== undefined ? { events: unique(input.events) } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
    if (!row) throw missing(id);
    return toWebhookConfig(row);
  });
}

/** Removes the configuration; its pending and in-flight deliveries are canceled, so nothing more is sent. */
export async function deleteConfig(db: Db, customerId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx
      .delete(webhookConfigs)
      .where(and(eq(webhookConfigs.id, id), eq(webhookConfigs.customerId, customerId)))
      .returning({ id: webhookConfigs.id });
    if (!row) throw missing(id);
    const canceledDeliveries = await cancelDeliveries(tx, id, "webhook configuration deleted");
    return { id, deleted: true as const, canceledDeliveries };
  });
}
