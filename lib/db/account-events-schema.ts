import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Each bank account as the customer's ACCOUNT webhook events last described it (issue 31): the
 * compliance queue where the API offers no account list. One row per customer and account, kept
 * by the record's own updatedAt (a retry can arrive hours after a newer event), and kept after a
 * DELETE as a tombstone (`deleted`), so a late event cannot bring a deleted account back. Part of
 * the dashboard store (see the header of ./schema.ts); every row belongs to a customer and its
 * indexes lead with it.
 */
export const accountEventStates = pgTable(
  "account_event_states",
  {
    customerId: text("customer_id").notNull(),
    accountId: text("account_id").notNull(),
    /** The record's status (PENDING, ACTIVE, REJECTED, INACTIVE or a value the spec does not list). */
    status: text("status").notNull(),
    userId: text("user_id"),
    accountType: text("account_type"),
    /** The identity verification link the events carry. */
    complianceUrl: text("compliance_url"),
    /** The record's updatedAt (else the envelope's): what orders events, not their arrival. */
    recordUpdatedAt: timestamp("record_updated_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The envelope that last changed this row. */
    eventId: text("event_id").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    /** When the dashboard first heard of this account: the queue is "known from events since" the first. */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.accountId] }),
    index("account_event_states_queue_idx").on(t.customerId, t.status, t.recordUpdatedAt),
    check("account_event_states_status_check", sql`char_length(${t.status}) <= 64`),
  ],
);
export type AccountEventStateRow = typeof accountEventStates.$inferSelect;
