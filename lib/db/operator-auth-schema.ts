import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Operator authentication beyond the API's password (lib/auth/mfa): second factors, recovery
 * codes and WebAuthn challenges. The API knows only email and password, so these rows are the
 * dashboard's own, kept per operator: the pair (customer_id, operator_email). Every index leads
 * with the customer. See the header of ./schema.ts for how migrations are made.
 */

/** One enrolled second factor: a passkey (WebAuthn credential) or a TOTP authenticator. */
export const operatorFactors = pgTable(
  "operator_factors",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    /** passkey | totp */
    kind: text("kind").notNull(),
    /** The operator's own name for it ("YubiKey", "Phone"). */
    label: text("label").notNull(),
    /** TOTP: the shared secret, AES-GCM sealed (lib/security/token-crypto) with the factor id as context. */
    secretEnc: text("secret_enc"),
    /** TOTP: the last time step accepted; a code of that step or an earlier one is refused (no replay). */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    /** Passkey: the credential id (base64url), unique across the store. */
    credentialId: text("credential_id"),
    /** Passkey: the COSE public key, base64url. */
    publicKey: text("public_key"),
    /** Passkey: the authenticator's signature counter. */
    signCount: bigint("sign_count", { mode: "number" }),
    /** Passkey: transports the browser reported, comma-separated. */
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("operator_factors_operator_idx").on(t.customerId, t.operatorEmail),
    uniqueIndex("operator_factors_credential_idx").on(t.credentialId),
    check("operator_factors_kind_check", sql`${t.kind} IN ('passkey', 'totp')`),
  ],
);
export type OperatorFactorRow = typeof operatorFactors.$inferSelect;

/** Ten one-time codes per operator, stored as keyed hashes; a used code keeps its row with used_at. */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    operatorEmail: text("operator_email").notNull(),
    /** HMAC-SHA256 of the normalised code, hex. */
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("operator_recovery_codes_operator_idx").on(t.customerId, t.operatorEmail),
    uniqueIndex("operator_recovery_codes_hash_idx").on(t.customerId, t.operatorEmail, t.codeHash),
  ],
);

/**
 * A WebAuthn challenge handed to one session's browser, used at most once. In the store, not in
 * memory, because the options and the answer may reach different dashboard instances.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    sessionId: text("session_id").notNull(),
    /** register | authenticate */
    purpose: text("purpose").notNull(),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("auth_challenges_session_idx").on(t.customerId, t.sessionId)],
);
