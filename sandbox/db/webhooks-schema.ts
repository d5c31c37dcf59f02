import { bigint, boolean, integer, json, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Drizzle view of sandbox/migrations/0200_webhooks.sql (webhooks, ramps,
 * custodial accounts). The SQL file is the source of truth.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const webhookConfigs = pgTable("webhook_configs", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  events: text("events").array().notNull(),
  active: boolean("active").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const webhookDeliveries = pgTable("webhook_deliveries", {
  eventId: text("event_id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  customerId: text("customer_id").notNull(),
  configId: text("config_id").notNull(),
  event: text("event").notNull(),
  action: text("action").notNull(),
  data: json("data").$type<Record<string, unknown>>().notNull(),
  eventCreatedAt: ts("event_created_at").notNull(),
  status: text("status").notNull(),
  attempt: integer("attempt").notNull(),
  nextAttemptAt: ts("next_attempt_at").notNull(),
  leaseOwner: text("lease_owner"),
  leasedAt: ts("leased_at"),
  resends: integer("resends").notNull(),
  lastAttemptAt: ts("last_attempt_at"),
  lastStatus: integer("last_status"),
  lastError: text("last_error"),
  lastDurationMs: integer("last_duration_ms"),
  completedAt: ts("completed_at"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const webhookAttempts = pgTable("webhook_attempts", {
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
});

export const ramps = pgTable("ramps", {
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
  isPreFunded: boolean("is_pre_funded").notNull(),
  active: boolean("active").notNull(),
  accounts: jsonb("accounts").$type<Array<{ id: string; amount: number }>>().notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const custodialAccounts = pgTable("custodial_accounts", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  userId: text("user_id").notNull(),
  type: text("type").notNull(),
  status: text("status").notNull(),
  balance: numeric("balance", { precision: 24, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  previousBalance: numeric("previous_balance", { precision: 24, scale: 2 }).notNull(),
  changeAmount: numeric("change_amount", { precision: 24, scale: 2 }).notNull(),
  changeReason: text("change_reason").notNull(),
  lastTransactionId: text("last_transaction_id").notNull(),
  interestRate: numeric("interest_rate", { precision: 8, scale: 4 }).notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const savingsTransactions = pgTable("savings_transactions", {
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
});
