import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The read model of payouts in flight (lib/payouts/sync.ts), per customer: what the API's
 * one-status-at-a-time list cannot answer (time in status, attention, phase and sort) is asked
 * here. Everything is "as observed": the API sends no payout events and no history, so a time in
 * status is the time the sync first saw the payout in it, or at least since its updatedAt when the
 * payout was already there at the first look. Every row belongs to a customer and every index
 * leads with it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One payout the sync follows: in flight, or failed and not yet resolved. */
export const payoutFlight = pgTable(
  "payout_flight",
  {
    customerId: text("customer_id").notNull(),
    payoutId: text("payout_id").notNull(),
    status: text("status").notNull(),
    /** The phase of the status (lib/contract/payout-lifecycle.ts), kept for the `?phase=` index. */
    phase: text("phase").notNull(),
    /** The API's amount as text: a float from the wire, never recomputed here. */
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    beneficiaryName: text("beneficiary_name"),
    externalId: text("external_id"),
    /** The failure reason the API gave (`details`), shown apart when the status is a failure. */
    details: text("details"),
    apiUpdatedAt: at("api_updated_at").notNull(),
    /** Since when it is in this status: the observed transition, or its updatedAt at the first look. */
    statusSince: at("status_since").notNull(),
    /** False when statusSince is only the updatedAt of a payout first seen already in the status. */
    statusSinceObserved: boolean("status_since_observed").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    /** scan | transition | backfill: how the row came in. */
    source: text("source").notNull(),
  },
  (t) => [
    primaryKey({ name: "payout_flight_pkey", columns: [t.customerId, t.payoutId] }),
    index("payout_flight_status_idx").on(t.customerId, t.status, t.statusSince),
    index("payout_flight_phase_idx").on(t.customerId, t.phase, t.statusSince),
    index("payout_flight_since_idx").on(t.customerId, t.statusSince),
  ],
);
export type PayoutFlightRow = typeof payoutFlight.$inferSelect;

/** A status change the sync observed (not the API's history: the API keeps none it shows). */
export const payoutTransitions = pgTable(
  "payout_transitions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: text("customer_id").notNull(),
    payoutId: text("payout_id").notNull(),
    /** Null: first seen by the sync (no earlier status known). */
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    observedAt: at("observed_at").notNull(),
    apiUpdatedAt: at("api_updated_at"),
  },
  (t) => [
    index("payout_transitions_payout_idx").on(t.customerId, t.payoutId, t.observedAt),
    index("payout_transitions_observed_idx").on(t.customerId, t.observedAt),
  ],
);
export type PayoutTransitionRow = typeof payoutTransitions.$inferSelect;

/** Per customer: the lease (one instance syncs a customer at a time), progress and the last outcome. */
export const payoutSyncState = pgTable("payout_sync_state", {
  customerId: text("customer_id").primaryKey(),
  leaseHolder: text("lease_holder"),
  leaseUntil: at("lease_until"),
  startedAt: at("started_at"),
  finishedAt: at("finished_at"),
  /** Status lists read so far in the running (or last) cycle, of progressTotal. */
  progressDone: integer("progress_done").notNull().default(0),
  progressTotal: integer("progress_total").notNull().default(0),
  apiCalls: integer("api_calls").notNull().default(0),
  /** Last cycle's outcome: ok | partial | failed; lastError names what went wrong. */
  outcome: text("outcome"),
  lastError: text("last_error"),
  /** When the one-time backfill of the failure statuses' newest pages ran. */
  backfilledAt: at("backfilled_at"),
});
export type PayoutSyncStateRow = typeof payoutSyncState.$inferSelect;

/**
 * The API operator the sync signs in as, configured by the customer's administrator: read
 * permissions only, its password sealed (lib/security/token-crypto.ts, the customer id as
 * associated data). Never a signed-in operator's session.
 */
export const payoutSyncCredentials = pgTable("payout_sync_credentials", {
  customerId: text("customer_id").primaryKey(),
  email: text("email").notNull(),
  sealedPassword: text("sealed_password").notNull(),
  configuredBy: text("configured_by").notNull(),
  configuredAt: at("configured_at").notNull().defaultNow(),
});

/** A customer's own service level for one status; without a row the lifecycle table's default applies. */
export const payoutServiceLevels = pgTable(
  "payout_service_levels",
  {
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    hours: integer("hours").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "payout_service_levels_pkey", columns: [t.customerId, t.status] })],
);
