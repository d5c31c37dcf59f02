import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The sandbox store's core tables: customers, operators and their permissions, auth sessions,
 * payouts and users. This file, ./backoffice-schema.ts, ./webhooks-schema.ts and
 * ./auth-schema.ts are the store's only description: sandbox/migrations is generated from them
 * (`npm run db:generate`, sandbox/drizzle.config.ts) and applied by lib/shared/migrator.ts.
 *
 * To add a table or a column: edit these files, run `npm run db:generate`, read the generated
 * SQL, commit both. Triggers and their functions cannot be declared here: they live in custom
 * migrations (`npx drizzle-kit generate --config sandbox/drizzle.config.ts --custom --name=<what>`).
 *
 * Descending index keys say .desc().nullsFirst(): PostgreSQL's own order for DESC, which the
 * queries' ORDER BY … DESC use; a bare .desc() makes drizzle-kit write NULLS LAST, an index
 * those queries could not walk.
 *
 * Constraint names are spelled as PostgreSQL names them by default, so a store created by the
 * former hand-written migrations and one created from this schema are identical.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const stamps = {
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
};

export const customers = pgTable("customers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  strategiesByPair: jsonb("strategies_by_pair").$type<Record<string, unknown>>().notNull().default({}),
  availableProducts: jsonb("available_products").$type<Record<string, unknown>>().notNull().default({}),
  active: boolean("active").notNull().default(true),
  deletedAt: ts("deleted_at"),
  ...stamps,
});

/** Permissions are resource x action pairs; name is "resource:action". Global, not per customer. */
export const permissions = pgTable(
  "permissions",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique("permissions_name_key"),
    resource: text("resource").notNull(),
    action: text("action").notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    ...stamps,
  },
  (t) => [unique("permissions_resource_action_key").on(t.resource, t.action)],
);

export const roles = pgTable(
  "roles",
  {
    id: text("id").primaryKey(),
    /** The customer whose operators hold and edit the role. */
    customerId: text("customer_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    ...stamps,
  },
  (t) => [
    foreignKey({ name: "roles_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    // Serves the per-customer list (ordered by name) and keeps names unique within a customer.
    uniqueIndex("roles_customer_name_key").on(t.customerId, t.name),
    // Target of operators_role_of_own_customer.
    unique("roles_id_customer_key").on(t.id, t.customerId),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: text("role_id").notNull(),
    permissionId: text("permission_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "role_permissions_pkey", columns: [t.roleId, t.permissionId] }),
    foreignKey({ name: "role_permissions_role_id_fkey", columns: [t.roleId], foreignColumns: [roles.id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      name: "role_permissions_permission_id_fkey",
      columns: [t.permissionId],
      foreignColumns: [permissions.id],
    }).onDelete("cascade"),
  ],
);

/** Operators are the people who log in (not the API's "users" resource). */
export const operators = pgTable(
  "operators",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    email: text("email").notNull().unique("operators_email_key"),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    roleId: text("role_id").notNull(),
    active: boolean("active").notNull().default(true),
    ...stamps,
  },
  (t) => [
    foreignKey({ name: "operators_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    foreignKey({ name: "operators_role_id_fkey", columns: [t.roleId], foreignColumns: [roles.id] }),
    // An operator may hold only a role of its own customer, whatever writes the row.
    foreignKey({
      name: "operators_role_of_own_customer",
      columns: [t.roleId, t.customerId],
      foreignColumns: [roles.id, roles.customerId],
    }),
  ],
);

/** One row per login: the refresh token family. Access tokens carry its id. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    operatorId: text("operator_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [
    foreignKey({
      name: "auth_sessions_operator_id_fkey",
      columns: [t.operatorId],
      foreignColumns: [operators.id],
    }).onDelete("cascade"),
  ],
);

/**
 * One row (id 1, inserted by the auth_epoch migration); a trigger moves n forward with every
 * change to sessions, operators, customers, roles or permissions, so the bearer check's
 * in-memory permission cache is reused only while n stands still.
 */
export const authEpoch = pgTable(
  "auth_epoch",
  {
    id: smallint("id").primaryKey(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [check("auth_epoch_id_check", sql`${t.id} = 1`)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [
    foreignKey({
      name: "refresh_tokens_session_id_fkey",
      columns: [t.sessionId],
      foreignColumns: [authSessions.id],
    }).onDelete("cascade"),
    index("refresh_tokens_session_idx").on(t.sessionId),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
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
    /** sha256 of the canonical creation body, to tell a retry from a conflicting reuse of externalId. */
    requestHash: text("request_hash"),
    ...stamps,
  },
  (t) => [
    foreignKey({ name: "payouts_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    uniqueIndex("payouts_customer_external_id_key").on(t.customerId, t.externalId),
    index("payouts_customer_created_idx").on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("payouts_customer_status_created_idx").on(
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Per customer and status counts, so totalPage never scans payouts. Kept by statement-level
 * triggers on payouts (custom migration payout_counts_triggers), so bulk inserts and any later
 * status change stay exact.
 */
export const payoutCounts = pgTable(
  "payout_counts",
  {
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "payout_counts_pkey", columns: [t.customerId, t.status] })],
);

/** The API's "users" resource (end users of a customer, with KYC data). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    externalId: text("external_id"),
    type: text("type").notNull(),
    status: text("status").notNull().default("PENDING"),
    accessLevel: text("access_level").notNull().default("L0"),
    note: text("note"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    requestHash: text("request_hash"),
    ...stamps,
  },
  (t) => [
    foreignKey({ name: "users_customer_id_fkey", columns: [t.customerId], foreignColumns: [customers.id] }),
    uniqueIndex("users_customer_external_id_key").on(t.customerId, t.externalId),
    index("users_customer_created_idx").on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
