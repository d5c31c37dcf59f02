import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./schema";

/**
 * Webhooks: configurations, the persistent outbox (one delivery row per event), the attempt
 * log and worker heartbeats; plus the records whose changes the sandbox reports through
 * events: ramps, custodial (savings) accounts and their transactions. Part of the sandbox
 * store's schema (see ./schema.ts).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const webhookConfigs = pgTable(
  "webhook_configs",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    url: text("url").notNull(),
    /** Kept in clear because the sandbox must sign with it; never returned by the API. */
    secret: text("secret").notNull(),
    events: text("events").array().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "webhook_configs_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    // Spec: "Only one active webhook configuration exists per customer".
    uniqueIndex("webhook_configs_one_active_key").on(t.customerId).where(sql`${t.active}`),
    index("webhook_configs_customer_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The outbox. Rows are written in the transaction that changes the record, so an event exists
 * exactly when its change committed. config_id has no foreign key: deleting a configuration
 * keeps its delivery history.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    eventId: text("event_id").primaryKey(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    customerId: text("customer_id").notNull(),
    configId: text("config_id").notNull(),
    event: text("event").notNull(),
    action: text("action").notNull(),
    /** json, not jsonb: keeps the record's key order in the delivered body. */
    data: json("data").$type<Record<string, unknown>>().notNull(),
    eventCreatedAt: ts("event_created_at").notNull(),
    status: text("status").notNull().default("pending"),
    /** The attempts value of the next (or current, when in_flight) attempt: 0 to 5. */
    attempt: integer("attempt").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** Worker that holds an in_flight row; a dead worker's rows are claimed again. */
    leaseOwner: text("lease_owner"),
    leasedAt: ts("leased_at"),
    resends: integer("resends").notNull().default(0),
    lastAttemptAt: ts("last_attempt_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    lastDurationMs: integer("last_duration_ms"),
    completedAt: ts("completed_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} IN ('pending', 'in_flight', 'succeeded', 'failed', 'canceled')`,
    ),
    check("webhook_deliveries_attempt_check", sql`${t.attempt} BETWEEN 0 AND 5`),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt, t.seq).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_leased_idx").on(t.leasedAt).where(sql`${t.status} = 'in_flight'`),
    index("webhook_deliveries_customer_idx").on(t.customerId, t.seq.desc().nullsFirst()),
    index("webhook_deliveries_customer_status_idx").on(t.customerId, t.status, t.seq.desc().nullsFirst()),
  ],
);

/** One row per HTTP attempt, for the delivery log. round counts manual resends. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text("event_id").notNull(),
    round: integer("round").notNull(),
    attempt: integer("attempt").notNull(),
    url: text("url").notNull(),
    startedAt: ts("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    succeeded: boolean("succeeded").notNull(),
  },
  (t) => [
    foreignKey({
      name: "webhook_attempts_event_id_fkey",
      columns: [t.eventId],
      foreignColumns: [webhookDeliveries.eventId],
    }).onDelete("cascade"),
    index("webhook_attempts_event_idx").on(t.eventId, t.id),
  ],
);

/**
 * Liveness of delivery workers (one per sandbox process), so rows left in_flight by a killed
 * process are claimed again without waiting for a long lease.
 */
export const webhookWorkers = pgTable("webhook_workers", {
  id: text("id").primaryKey(),
  startedAt: ts("started_at").notNull().defaultNow(),
  heartbeatAt: ts("heartbeat_at").notNull().defaultNow(),
});

export const ramps = pgTable(
  "ramps",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    externalId: text("external_id"),
    userId: text("user_id").notNull(),
    accountId: text("account_id").notNull(),
    quotationId: text("quotation_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    cashInMethod: text("cash_in_method").notNull(),
    cashOutMethod: text("cash_out_method").notNull(),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    fromAmount: numeric("from_amount", { precision: 24, scale: 6, mode: "number" }).notNull(),
    toAmount: numeric("to_amount", { precision: 24, scale: 6, mode: "number" }).notNull(),
    transferProof: text("transfer_proof"),
    isPreFunded: boolean("is_pre_funded").notNull().default(false),
    active: boolean("active").notNull().default(true),
    accounts: jsonb("accounts").$type<Array<{ id: string; amount: number }>>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "ramps_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    uniqueIndex("ramps_customer_external_id_key").on(t.customerId, t.externalId),
    index("ramps_customer_created_idx").on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("ramps_customer_status_created_idx").on(
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Custodial accounts (spec: Savings). Money as numeric(24, 2), sent as strings. */
export const custodialAccounts = pgTable(
  "custodial_accounts",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    balance: numeric("balance", { precision: 24, scale: 2 }).notNull().default(sql`0`),
    currency: text("currency").notNull(),
    previousBalance: numeric("previous_balance", { precision: 24, scale: 2 }).notNull().default(sql`0`),
    changeAmount: numeric("change_amount", { precision: 24, scale: 2 }).notNull().default(sql`0`),
    changeReason: text("change_reason").notNull().default("ADJUSTMENT"),
    lastTransactionId: text("last_transaction_id").notNull().default(""),
    interestRate: numeric("interest_rate", { precision: 8, scale: 4 }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "custodial_accounts_customer_id_fkey",
      columns: [t.customerId],
      foreignColumns: [customers.id],
    }),
    check("custodial_accounts_balance_check", sql`${t.balance} >= 0`),
    index("custodial_accounts_customer_idx").on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const savingsTransactions = pgTable(
  "savings_transactions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").notNull(),
    savingsAccountId: text("savings_account_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    amount: numeric("amount", { precision: 24, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull(),
    completedAt: ts("completed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "savings_transactions_customer_id_fkey",
      columns: [t.customerId],
      foreignColumns: [customers.id],
    }),
    foreignKey({
      name: "savings_transactions_savings_account_id_fkey",
      columns: [t.savingsAccountId],
      foreignColumns: [custodialAccounts.id],
    }),
    index("savings_transactions_account_idx").on(t.savingsAccountId, t.createdAt.desc().nullsFirst()),
  ],
);
