import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Compliance decisions made from this dashboard (issue 30): the API keeps an account's status,
 * not why it got it, so the decision, its reason and who made it are kept here and shown in the
 * account's history. Part of the dashboard store (see the header of ./schema.ts). Every row
 * belongs to a customer and its index leads with it.
 */
export const accountReviewDecisions = pgTable(
  "account_review_decisions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    accountId: text("account_id").notNull(),
    /** APPROVE | REJECT. */
    decision: text("decision").notNull(),
    /** One of lib/accounts/rejection-reasons.ts REJECTION_REASON_CODES; null for an approval. */
    reasonCode: text("reason_code"),
    /** The text sent to the API with the decision (bounded, stored as text). */
    reason: text("reason"),
    /** Who decided: the approver when the decision was held and approved. */
    operatorEmail: text("operator_email").notNull(),
    /** Set when the decision was held for approval and run by the approver. */
    changeRequestId: text("change_request_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("account_review_decisions_account_idx").on(t.customerId, t.accountId, t.decidedAt),
    check("account_review_decisions_decision_check", sql`${t.decision} IN ('APPROVE', 'REJECT')`),
    check("account_review_decisions_reason_check", sql`char_length(${t.reason}) <= 500`),
  ],
);
export type AccountReviewDecisionRow = typeof accountReviewDecisions.$inferSelect;
