import { bigint, boolean, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Drizzle view of sandbox/migrations/0001_core.sql. The SQL files are the
 * source of truth; keep these declarations in step with them.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const stamps = {
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
};

export const customers = pgTable("customers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  strategiesByPair: jsonb("strategies_by_pair").$type<Record<string, unknown>>().notNull(),
  availableProducts: jsonb("available_products").$type<Record<string, unknown>>().notNull(),
  active: boolean("active").notNull(),
  deletedAt: ts("deleted_at"),
  ...stamps,
});

export const permissions = pgTable("permissions", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  resource: text("resource").notNull(),
  action: text("action").notNull(),
  description: text("description").notNull(),
  active: boolean("active").notNull(),
  ...stamps,
});

export const roles = pgTable("roles", {
  id: text("id").primaryKey(),
  /** The customer whose operators hold and edit the role (0400_role_tenancy.sql). */
  customerId: text("customer_id").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  active: boolean("active").notNull(),
  ...stamps,
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: text("role_id").notNull(),
    permissionId: text("permission_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const operators = pgTable("operators", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  roleId: text("role_id").notNull(),
  active: boolean("active").notNull(),
  ...stamps,
});

export const authSessions = pgTable("auth_sessions", {
  id: text("id").primaryKey(),
  operatorId: text("operator_id").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  revokedAt: ts("revoked_at"),
  revokedReason: text("revoked_reason"),
});

/** One row; moves forward with every change to sessions, operators, customers, roles or permissions (0300_auth_epoch.sql). */
export const authEpoch = pgTable("auth_epoch", {
  id: smallint("id").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

export const refreshTokens = pgTable("refresh_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  sessionId: text("session_id").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
});

export const payouts = pgTable("payouts", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  externalId: text("external_id"),
  amount: numeric("amount", { precision: 24, scale: 6, mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  beneficiary: jsonb("beneficiary").$type<Record<string, unknown>>().notNull(),
  status: text("status").notNull(),
  details: text("details"),
  transferProof: text("transfer_proof"),
  metadata: jsonb("metadata").$type<Record<string, unknown>>(),
  requestHash: text("request_hash"),
  ...stamps,
});

export const payoutCounts = pgTable(
  "payout_counts",
  {
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status] })],
);

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  externalId: text("external_id"),
  type: text("type").notNull(),
  status: text("status").notNull(),
  accessLevel: text("access_level").notNull(),
  note: text("note"),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  requestHash: text("request_hash"),
  ...stamps,
});
