import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Dashboard store: this file and ./webhooks-schema.ts are its only description. The SQL in
 * ./migrations is generated from them by drizzle-kit (drizzle.config.ts) and applied by
 * ./migrator.ts when the store opens.
 *
 * To add a table or a column: edit the schema here (or in the feature's own schema file listed
 * in drizzle.config.ts), run `npm run db:generate`, read the generated SQL, and commit both.
 * Never edit a generated migration that was committed: the runner refuses a changed one.
 * What drizzle-kit cannot express (a data backfill, a trigger) goes into an empty migration from
 * `npx drizzle-kit generate --custom --name=<what>`, with a comment saying why.
 *
 * Descending index keys say .desc().nullsFirst(): PostgreSQL's own order for DESC, which the
 * queries' ORDER BY … DESC use; a bare .desc() makes drizzle-kit write NULLS LAST, an index
 * those queries could not walk.
 *
 * Constraint and primary-key names are spelled as PostgreSQL names them by default, so a store
 * created by the former hand-written migrations and one created from this schema are identical.
 */

/** One row per signed-in browser session. Tokens are AES-GCM sealed (lib/security/token-crypto). */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The operator's customer, learned at sign-in; a row without one is not usable. */
    customerId: text("customer_id"),
    customerName: text("customer_name"),
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    lastRefreshedAt: timestamp("last_refreshed_at", { withTimezone: true, mode: "date" }),
    revoked: boolean("revoked").notNull().default(false),
    revokedReason: text("revoked_reason"),
    /**
     * Second factor (lib/auth/mfa), decided at sign-in: none (not asked: policy off, or optional
     * and nothing enrolled), pending (a factor must be proved), enrol (one must be enrolled
     * first), verified. Until none or verified the session opens only the factor pages.
     */
    secondFactor: text("second_factor").notNull().default("none"),
    /** When this session proved its second factor. */
    factorVerifiedAt: timestamp("factor_verified_at", { withTimezone: true, mode: "date" }),
    /** The last fresh proof (factor, or password where the policy allows it) for step-up. */
    stepUpAt: timestamp("step_up_at", { withTimezone: true, mode: "date" }),
    /** Last request the operator made (idle timeout); written at most about once a minute. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
    /** The browser's User-Agent at sign-in, for "Your sessions". */
    userAgent: text("user_agent"),
    /** The client address at sign-in (lib/security/client-address.ts). */
    clientAddress: text("client_address"),
  },
  (t) => [
    index("operator_sessions_absolute_expires_idx").on(t.absoluteExpiresAt),
    index("operator_sessions_email_idx").on(t.email, t.createdAt.desc().nullsFirst()),
  ],
);
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** Append-only record of what operators did through the dashboard. */
export const auditLog = pgTable(
  "audit_log",
  {
    /** Internal order only (a global count): never leaves the server; see publicId. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the browser sees of an entry (links, cursors, JSON, CSV): random, so it counts nothing. */
    publicId: uuid("public_id").notNull().defaultRandom().unique("audit_log_public_id_key"),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Whose entry this is: the customer of the operator's session (lib/db/audit.ts). */
    customerId: text("customer_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    outcome: text("outcome").notNull(),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_customer_at_idx").on(t.customerId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_customer_action_at_idx").on(
      t.customerId,
      t.action,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("audit_log_customer_operator_at_idx").on(
      t.customerId,
      t.operatorEmail,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("audit_log_customer_target_idx").on(t.customerId, t.targetType, t.targetId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Failed sign-ins per key ("email:<address>" or "ip:<address>"), shared by every dashboard
 * instance so a guesser cannot spread attempts across them; written with raw SQL by
 * lib/auth/throttle.ts. failures counts the attempts reserved before the API is asked; an
 * account key reaching the limit is refused until locked_until.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    firstFailureAt: timestamp("first_failure_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("login_throttle_last_failure_idx").on(t.lastFailureAt)],
);

/** Ids opened by id per customer and resource, with the last record the API returned. */
export const recentRecords = pgTable(
  "recent_records",
  {
    customerId: text("customer_id").notNull(),
    resource: text("resource").notNull(),
    recordId: text("record_id").notNull(),
    openedBy: text("opened_by").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    record: jsonb("record"),
    recordAt: timestamp("record_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ name: "recent_records_pkey", columns: [t.customerId, t.resource, t.recordId] }),
    index("recent_records_customer_opened_idx").on(t.customerId, t.resource, t.openedAt.desc().nullsFirst()),
  ],
);
export type RecentRecordRow = typeof recentRecords.$inferSelect;

/** Each operator's own view settings, per customer. A NULL time_zone follows the browser. */
export const operatorPreferences = pgTable(
  "operator_preferences",
  {
    customerId: text("customer_id").notNull(),
    /** Lower-cased sign-in email: the operator's identity within the customer. */
    operatorEmail: text("operator_email").notNull(),
    /** IANA zone name (validated before it is stored). */
    timeZone: text("time_zone"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "operator_preferences_pkey", columns: [t.customerId, t.operatorEmail] })],
);
export type OperatorPreferencesRow = typeof operatorPreferences.$inferSelect;

/**
 * Every operator who has signed in for a customer, kept after their sessions are pruned: the
 * API lists no operators, so this is how the dashboard knows whom a payout can be assigned to and
 * who can be named on the on-call list. One row per operator, refreshed at each sign-in.
 */
export const customerOperators = pgTable(
  "customer_operators",
  {
    customerId: text("customer_id").notNull(),
    /** Lower-cased sign-in email: the operator's identity within the customer. */
    operatorEmail: text("operator_email").notNull(),
    /** The name the API gave at the last sign-in. */
    name: text("name").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "customer_operators_pkey", columns: [t.customerId, t.operatorEmail] })],
);
