import { bigint, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Tables of migration 0100_webhooks.sql, for typed reads. Kept apart from
 * ./schema.ts (sessions and audit) so the webhooks feature owns its file;
 * the upsert on receipt is raw SQL (lib/webhooks/inbox.ts) because it needs
 * ON CONFLICT … RETURNING whether the row was new.
 */
export const webhookInbox = pgTable("webhook_inbox", {
  id: text("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  event: text("event").notNull(),
  action: text("action").notNull(),
  recordId: text("record_id"),
  attempts: integer("attempts").notNull(),
  payload: jsonb("payload").notNull(),
  rawBody: text("raw_body").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
  lastReceivedAt: timestamp("last_received_at", { withTimezone: true, mode: "date" }).notNull(),
  duplicateCount: integer("duplicate_count").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }),
});
export type WebhookInboxRow = typeof webhookInbox.$inferSelect;

export const webhookReceiverSecrets = pgTable("webhook_receiver_secrets", {
  id: smallint("id").primaryKey(),
  currentSecretEnc: text("current_secret_enc").notNull(),
  previousSecretEnc: text("previous_secret_enc"),
  rotatedAt: timestamp("rotated_at", { withTimezone: true, mode: "date" }).notNull(),
});
