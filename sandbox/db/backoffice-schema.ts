import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Drizzle view of sandbox/migrations/0100_backoffice.sql (accounts and COP
 * recharges). Kept apart from schema.ts, which mirrors 0001_core.sql.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  userId: text("user_id").notNull(),
  type: text("type").notNull(),
  status: text("status").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  externalId: text("external_id").notNull(),
  complianceUrl: text("compliance_url"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const copRecharges = pgTable("cop_recharges", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  operatorId: text("operator_id").notNull(),
  orderId: text("order_id").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  description: text("description").notNull(),
  pvOrderId: text("pv_order_id").notNull(),
  reference: text("reference").notNull(),
  operation: text("operation").notNull(),
  checkoutToken: text("checkout_token").notNull(),
  checkoutUrl: text("checkout_url").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Drizzle view of sandbox/migrations/0600_account_reviews.sql. */
export const accountReviews = pgTable("account_reviews", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  accountId: text("account_id").notNull(),
  operatorId: text("operator_id").notNull(),
  decision: text("decision").notNull(),
  reason: text("reason"),
  decidedAt: ts("decided_at").notNull().defaultNow(),
});
