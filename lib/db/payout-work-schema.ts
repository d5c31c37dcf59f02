import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The operators' own work on payouts (issue 29, points 5 and 7): who owns an exception, notes,
 * acknowledgements and snoozes, the notification centre and the alert settings. The API knows
 * nothing of these, so they are the dashboard's rows, every one keyed by its customer first (see
 * the header of ./schema.ts for how migrations are made).
 */

/** Longest note or acknowledgement reason kept: a paragraph, not a document. */
export const PAYOUT_NOTE_MAX = 2_000;

/**
 * One row per payout someone has worked on: its assignee, its acknowledgement (reason, until
 * when it leaves the attention queue, and the status it had then, so a status change brings it
 * back) and whether it is resolved. Absent row: nobody has touched it.
 */
export const payoutOwnership = pgTable(
  "payout_ownership",
  {
    customerId: text("customer_id").notNull(),
    payoutId: text("payout_id").notNull(),
    /** The operator's key (the email in lower case) or null: unassigned. */
    assigneeEmail: text("assignee_email"),
    assigneeName: text("assignee_name"),
    assignedBy: text("assigned_by"),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }),
    ackReason: text("ack_reason"),
    ackBy: text("ack_by"),
    ackAt: timestamp("ack_at", { withTimezone: true, mode: "date" }),
    /** Out of the attention queue until then (null with an ack: until the status changes). */
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true, mode: "date" }),
    /** The payout's status when acknowledged: another status later means it is back. */
    ackStatus: text("ack_status"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true, mode: "date" }),
    /** The status it had when resolved: like an acknowledgement, a later change reopens it. */
    resolvedStatus: text("resolved_status"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.payoutId] }),
    index("payout_ownership_assignee_idx").on(t.customerId, t.assigneeEmail),
    check("payout_ownership_reason_len", sql`char_length(${t.ackReason}) <= 2000`),
  ],
);
export type PayoutOwnershipRow = typeof payoutOwnership.$inferSelect;

/** A note on a payout: who wrote it, when; plain text, bounded, never rendered as HTML. */
export const payoutNotes = pgTable(
  "payout_notes",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    payoutId: text("payout_id").notNull(),
    authorEmail: text("author_email").notNull(),
    authorName: text("author_name"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("payout_notes_payout_idx").on(t.customerId, t.payoutId, t.createdAt),
    check("payout_notes_body_len", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
export type PayoutNoteRow = typeof payoutNotes.$inferSelect;

/** One notification for one operator of a customer (lib/notifications/notify.ts writes them). */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    /** The operator's key: the email in lower case. */
    recipientEmail: text("recipient_email").notNull(),
    /** What happened (lib/notifications/kinds.ts): the list renders it from the catalog. */
    kind: text("kind").notNull(),
    /** The kind's parameters (ids, statuses, names): data, never markup. */
    payload: jsonb("payload").$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.customerId, t.recipientEmail, t.createdAt.desc().nullsFirst()),
    index("notifications_unread_idx").on(t.customerId, t.recipientEmail).where(sql`${t.readAt} IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A customer's alert settings: who is on call, and an optional chat webhook. */
export const alertSettings = pgTable("alert_settings", {
  customerId: text("customer_id").primaryKey(),
  /** Operators' keys told of a payout nobody owns. */
  onCall: jsonb("on_call").$type<string[]>().notNull().default([]),
  /** A Slack-compatible incoming webhook URL, checked by the shared URL policy; null: none. */
  chatWebhookUrl: text("chat_webhook_url"),
  /** The HMAC key of the chat messages, AES-GCM sealed (lib/security/token-crypto). */
  chatSecretEnc: text("chat_secret_enc"),
  /** The language of the chat digests ("en" or "es"): the team's, not one operator's. */
  chatLanguage: text("chat_language").$type<"en" | "es">().notNull().default("en"),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
export type AlertSettingsRow = typeof alertSettings.$inferSelect;

/**
 * Alerts already raised, one per payout and transition key: a sync that observes the same
 * transition twice (a retried cycle) alerts once.
 */
export const payoutAlerts = pgTable(
  "payout_alerts",
  {
    customerId: text("customer_id").notNull(),
    key: text("key").notNull(),
    payoutId: text("payout_id").notNull(),
    kind: text("kind").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** How many operators were told in-app. */
    told: integer("told").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
