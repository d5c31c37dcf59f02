import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * The webhooks feature's tables, kept apart from ./schema.ts (sessions and audit) so the
 * feature owns its file; part of the dashboard store's schema (see the header of ./schema.ts).
 * The upsert on receipt is raw SQL (lib/webhooks/inbox.ts) because it needs
 * ON CONFLICT … RETURNING whether the row was new.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Every verified delivery, stored once per customer by its envelope id (one customer's
 * delivery never counts as a repeat of another's); a repeat only bumps duplicate_count.
 * seq is global and stays inside the server (processing order); customer_seq counts only this
 * customer's events (webhookInboxCounters) and is what the browser sees: the live view's order,
 * SSE ids and resume cursor, so one customer's numbers never move with another's activity.
 * Rows received before deliveries were per customer sit under the empty customer '' (seen by nobody).
 */
export const webhookInbox = pgTable(
  "webhook_inbox",
  {
    customerId: text("customer_id").notNull(),
    id: text("id").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity().unique("webhook_inbox_seq_key"),
    customerSeq: bigint("customer_seq", { mode: "number" }).notNull(),
    event: text("event").notNull(),
    action: text("action").notNull(),
    recordId: text("record_id"),
    attempts: integer("attempts").notNull(),
    payload: jsonb("payload").notNull(),
    /** The bytes that were signed, kept so a signature can be checked again later. */
    rawBody: text("raw_body").notNull(),
    // clock_timestamp(), not now(): rows written in one transaction still get their own time.
    receivedAt: ts("received_at").notNull().default(sql`clock_timestamp()`),
    lastReceivedAt: ts("last_received_at").notNull().default(sql`clock_timestamp()`),
    duplicateCount: integer("duplicate_count").notNull().default(0),
    processedAt: ts("processed_at"),
  },
  (t) => [
    primaryKey({ name: "webhook_inbox_pkey", columns: [t.customerId, t.id] }),
    unique("webhook_inbox_customer_seq_key").on(t.customerId, t.customerSeq),
    index("webhook_inbox_customer_event_seq_idx").on(t.customerId, t.event, t.customerSeq.desc().nullsFirst()),
    index("webhook_inbox_customer_record_idx").on(t.customerId, t.recordId),
  ],
);
export type WebhookInboxRow = typeof webhookInbox.$inferSelect;

/**
 * The last customer_seq handed out per customer. Bumped with INSERT … ON CONFLICT DO UPDATE …
 * RETURNING in the statement that stores the rows (lib/webhooks/inbox.ts): the row lock makes
 * every instance's writers of one customer take numbers in turn, and in commit order.
 */
export const webhookInboxCounters = pgTable("webhook_inbox_counters", {
  customerId: text("customer_id").primaryKey(),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
});

/**
 * One receiver per customer. The key is the last segment of the receiver URL
 * (/api/webhooks/receive/<key>): 32 random bytes, so a URL cannot be guessed. Secrets are
 * AES-256-GCM sealed like operator tokens (none until the customer sets one: such a receiver
 * verifies nothing); the previous one stays valid for a grace period after a rotation.
 */
export const webhookReceivers = pgTable("webhook_receivers", {
  customerId: text("customer_id").primaryKey(),
  receiverKey: text("receiver_key").notNull().unique("webhook_receivers_receiver_key_key"),
  currentSecretEnc: text("current_secret_enc"),
  previousSecretEnc: text("previous_secret_enc"),
  rotatedAt: ts("rotated_at").notNull().defaultNow(),
});

/**
 * What the dashboard registered with POST /webhooks, per customer (lib/webhooks/registrations.ts).
 * Without the API's read extension this is the only record of it. The secret is sealed
 * (customer and configuration id as associated data).
 */
export const webhookRegistrations = pgTable(
  "webhook_registrations",
  {
    customerId: text("customer_id").notNull(),
    configId: text("config_id").notNull(),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    registeredBy: text("registered_by").notNull(),
    registeredAt: ts("registered_at").notNull().defaultNow(),
    secretEnc: text("secret_enc").notNull(),
  },
  (t) => [
    primaryKey({ name: "webhook_registrations_pkey", columns: [t.customerId, t.configId] }),
    index("webhook_registrations_customer_at_idx").on(t.customerId, t.registeredAt.desc().nullsFirst()),
  ],
);
