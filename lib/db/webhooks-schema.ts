import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Tables of migrations 0100_webhooks.sql and 0101_webhooks_per_customer.sql, for typed reads. Kept apart from
 * ./schema.ts (sessions and audit) so the webhooks feature owns its file;
 * the upsert on receipt is raw SQL (lib/webhooks/inbox.ts) because it needs
 * ON CONFLICT … RETURNING whether the row was new.
 */
export const webhookInbox = pgTable(
  "webhook_inbox",
  {
    customerId: text("customer_id").notNull(),
    id: text("id").notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] })],
);
export type WebhookInboxRow = typeof webhookInbox.$inferSelect;

/** One receiver per customer: the key in its URL and its sealed signing secrets. */
export const webhookReceivers = pgTable("webhook_receivers", {
  customerId: text("customer_id").primaryKey(),
  receiverKey: text("receiver_key").notNull().unique(),
  currentSecretEnc: text("current_secret_enc"),
  previousSecretEnc: text("previous_secret_enc"),
  rotatedAt: timestamp("rotated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** What the dashboard registered with POST /webhooks, per customer, secret sealed (0102). */
export const webhookRegistrations = pgTable(
  "webhook_registrations",
  {
    customerId: text("customer_id").notNull(),
    configId: text("config_id").notNull(),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    registeredBy: text("registered_by").notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    secretEnc: text("secret_enc").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.configId] }),
    index("webhook_registrations_customer_at_idx").on(t.customerId, t.registeredAt.desc()),
  ],
);
