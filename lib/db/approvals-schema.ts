import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Four eyes (lib/approvals): which operations of a customer wait for a second operator, the
 * change requests waiting, and who approved them. Part of the dashboard store (see the header
 * of ./schema.ts for how migrations are made). Every row belongs to a customer and every
 * index leads with it.
 */

/** A customer's own policy for one operation; without a row the environment's default applies. */
export const approvalPolicies = pgTable(
  "approval_policies",
  {
    customerId: text("customer_id").notNull(),
    /** recharge | role | customer | webhook | account_review | account_edit (lib/approvals/types.ts). */
    operation: text("operation").notNull(),
    enabled: boolean("enabled").notNull(),
    /** Recharges only: the smallest amount (COP) that waits; 0 means every recharge. */
    thresholdCop: bigint("threshold_cop", { mode: "number" }),
    approversRequired: integer("approvers_required").notNull().default(1),
    ttlMinutes: integer("ttl_minutes").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "approval_policies_pkey", columns: [t.customerId, t.operation] }),
    check("approval_policies_approvers_check", sql`${t.approversRequired} IN (1, 2)`),
    check("approval_policies_ttl_check", sql`${t.ttlMinutes} > 0`),
  ],
);
export type ApprovalPolicyRow = typeof approvalPolicies.$inferSelect;

/**
 * One change held for approval: the operation it runs (its name in lib/operations), the input
 * as that operation's schema parsed it and its SHA-256, what the maker reviewed (diff, base
 * state) and what became of it. Approved, the executor parses the input again with the same
 * schema and calls the same `run` (lib/operations/approval-deps.ts); no HTTP request is stored.
 */
export const changeRequests = pgTable(
  "change_requests",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    /** The policy that held it: recharge | role | customer | webhook | account_review | account_edit | policy. */
    operation: text("operation").notNull(),
    /** The held operation's name, e.g. "webhook.delete" (lib/operations/registry.ts). */
    operationName: text("operation_name").notNull(),
    /** The parsed input, except a webhook secret, which is only in secret_enc (sealed). */
    input: jsonb("input"),
    /** SHA-256 of the whole parsed input (secret included), checked again before it runs. */
    inputSha256: text("input_sha256").notNull(),
    secretEnc: text("secret_enc"),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** What changes, in domain terms: [{ field, before, after }]. */
    diff: jsonb("diff").notNull(),
    makerEmail: text("maker_email").notNull(),
    makerName: text("maker_name"),
    reason: text("reason").notNull(),
    /** The target as the API showed it when the request was made; null where it cannot be read. */
    baseState: jsonb("base_state"),
    baseSha256: text("base_sha256"),
    /** pending | executing | executed | failed | rejected | cancelled | expired | stale */
    status: text("status").notNull().default("pending"),
    requiredApprovals: integer("required_approvals").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    decidedBy: text("decided_by"),
    decisionReason: text("decision_reason"),
    /** The operation's answer, masked (or its refusal: { error }), once executed. */
    result: jsonb("result"),
    apiRequestId: text("api_request_id"),
  },
  (t) => [
    index("change_requests_customer_status_idx").on(t.customerId, t.status, t.createdAt.desc().nullsFirst()),
    index("change_requests_customer_created_idx").on(t.customerId, t.createdAt.desc().nullsFirst()),
    check("change_requests_approvals_check", sql`${t.requiredApprovals} IN (1, 2)`),
  ],
);
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** One approval per operator and request: the primary key makes a repeated click a no-op. */
export const changeRequestApprovals = pgTable(
  "change_request_approvals",
  {
    customerId: text("customer_id").notNull(),
    requestId: text("request_id")
      .notNull()
      .references(() => changeRequests.id, { onDelete: "cascade" }),
    approverEmail: text("approver_email").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "change_request_approvals_pkey", columns: [t.requestId, t.approverEmail] }),
    index("change_request_approvals_customer_idx").on(t.customerId, t.requestId),
  ],
);
