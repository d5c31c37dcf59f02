import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, operators, users } from "./schema";

/**
 * Back office: bank accounts and wallets of users (with their compliance review state), their
 * review decisions and COP recharges. Part of the sandbox store's schema (see ./schema.ts).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("PENDING"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    externalId: text("external_id").notNull(),
    complianceUrl: text("compliance_url"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "accounts_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    foreignKey({ name: "accounts_user_id_fkey", columns: [t.userId], foreignColumns: [users.id] }),
    uniqueIndex("accounts_customer_external_id_key").on(t.customerId, t.externalId),
    // The review queue reads PENDING first, then newest; the expression matches that ORDER BY.
    index("accounts_customer_queue_idx").on(
      t.customerId,
      sql`(${t.status} = 'PENDING') DESC`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("accounts_customer_status_idx").on(
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("accounts_user_idx").on(t.userId),
  ],
);

/**
 * The order is the client's idempotency key: unique per customer, so a retried request finds
 * the earlier recharge instead of creating a second one. checkout_token is random and
 * unguessable: the checkout page is opened by a browser without a token.
 */
export const copRecharges = pgTable(
  "cop_recharges",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    operatorId: text("operator_id").notNull(),
    orderId: text("order_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    pvOrderId: text("pv_order_id").notNull().unique("cop_recharges_pv_order_id_key"),
    reference: text("reference").notNull(),
    operation: text("operation").notNull(),
    checkoutToken: text("checkout_token").notNull().unique("cop_recharges_checkout_token_key"),
    checkoutUrl: text("checkout_url").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "cop_recharges_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    foreignKey({ name: "cop_recharges_operator_id_fkey", columns: [t.operatorId], foreignColumns: [operators.id] }),
    check("cop_recharges_amount_check", sql`${t.amount} >= 1`),
    unique("cop_recharges_customer_id_order_id_key").on(t.customerId, t.orderId),
  ],
);

/**
 * Compliance decisions on PENDING accounts (sandbox extension POST /api/v2/accounts/{id}/review):
 * who decided what, when and why. The account's status changes in the same transaction.
 */
export const accountReviews = pgTable(
  "account_reviews",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    accountId: text("account_id").notNull(),
    operatorId: text("operator_id").notNull(),
    decision: text("decision").notNull(),
    reason: text("reason"),
    decidedAt: ts("decided_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "account_reviews_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    check("account_reviews_decision_check", sql`${t.decision} IN ('APPROVE', 'REJECT')`),
    index("account_reviews_account_idx").on(t.customerId, t.accountId, t.decidedAt.desc().nullsFirst()),
  ],
);
