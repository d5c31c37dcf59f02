import {
  needsAttention,
  PAYOUT_STATUS_PHASES,
  PAYOUT_STATUSES,
  type PayoutPhase,
  type PayoutStatus,
  payoutPhaseOf,
} from "./payout-statuses";

/**
 * THIS PRODUCT'S READING of the payout lifecycle, not the API's word: the specification lists the
 * 39 statuses and nothing about transitions, who acts or how long a step takes. What follows is
 * how the dashboard judges a payout (what it waits for, when it is stuck), written once so the
 * sync, the attention queue, the service levels and the screens agree. Zod-free: client
 * components import it. The texts (meaning, who acts, what comes next, what an operator can do)
 * are in the catalogs, namespace `payoutLifecycle`, keyed by status.
 */

/** Who has to do something for the payout to move on. */
export type LifecycleActor = "customer" | "provider" | "compliance" | "nobody";

/**
 * What kind of step a status is: `automatic` the provider's systems move on their own (short
 * service level), `waiting` someone outside the dashboard must act (a bank, the customer,
 * compliance), `failure` it stopped and needs a person, `done` nothing more happens.
 */
export type LifecycleKind = "automatic" | "waiting" | "failure" | "done";

/** The phases a URL may name (`/payouts?phase=`): GENERAL holds no step of its own. */
export const PAYOUT_FLOW_PHASES = [
  "CASH_IN",
  "KYT_OUT",
  "CASH_OUT",
  "REFUND",
] as const satisfies readonly PayoutPhase[];
export type PayoutFlowPhase = (typeof PAYOUT_FLOW_PHASES)[number];

export interface LifecycleEntry {
  status: PayoutStatus;
  phase: PayoutPhase;
  kind: LifecycleKind;
  /** The payout as a whole will not change again (COMPLETED, REFUNDED, FAILED, ERROR). */
  terminal: boolean;
  /** A failure, error, rejection or cancellation: attention whatever its age. */
  failure: boolean;
  actor: LifecycleActor;
  /**
   * Default service level in hours (a customer may change it): past it a waiting payout is
   * overdue. Null where no clock runs (done and failure statuses: a failure is attention at once).
   * None is longer than 48 h; see the README's "Service levels" for why each value.
   */
  serviceLevelHours: number | null;
}

/** Longest default service level the product ships. */
export const MAX_DEFAULT_SERVICE_LEVEL_HOURS = 48;

const DONE: ReadonlySet<PayoutStatus> = new Set(["COMPLETED", "REFUNDED"]);

/**
 * Steps this product judges automatic (the provider's systems create, request and process without
 * a person): 4 h. Everything else that waits: 24 h, except the two that wait on a bank's batch
 * file or a compliance review (48 h), where a business day is normal.
 */
const AUTOMATIC: ReadonlySet<PayoutStatus> = new Set([
  "CREATED",
  "CASH_IN_CREATED",
  "CASH_IN_REQUEST",
  "CASH_IN_COMPLETED",
  "KYT_OUT_CREATE",
  "KYT_OUT_COMPLETED",
  "CASH_OUT_CREATE",
  "CASH_OUT_CREATED",
  "CASH_OUT_REQUEST",
  "REFUND_CREATE",
  "REFUND_CREATED",
  "REFUND_REQUEST",
  "REFUND_COMPLETED",
]);
const LONG_WAIT: ReadonlySet<PayoutStatus> = new Set(["KYT_OUT_PENDING", "CASH_OUT_PENDING_FILE"]);

/** Who moves a waiting status on, per this product's reading. */
const ACTORS: Partial<Record<PayoutStatus, LifecycleActor>> = {
  // The customer funds the payout (a cash-in is the customer's transfer arriving).
  CASH_IN_REQUESTED: "customer",
  CASH_IN_PENDING: "customer",
  // Know-your-transaction review of the destination.
  KYT_OUT_PENDING: "compliance",
  KYT_OUT_PROCESSING: "compliance",
};

function kindOf(status: PayoutStatus): LifecycleKind {
  if (DONE.has(status)) return "done";
  if (needsAttention(status)) return "failure";
  return AUTOMATIC.has(status) ? "automatic" : "waiting";
}

function actorOf(status: PayoutStatus, kind: LifecycleKind): LifecycleActor {
  if (kind === "done") return "nobody";
  // A failure waits for the customer's operators to decide (retry, refund, contact).
  if (kind === "failure") return status.startsWith("KYT_OUT") ? "compliance" : "customer";
  return ACTORS[status] ?? "provider";
}

function serviceLevelOf(status: PayoutStatus, kind: LifecycleKind): number | null {
  if (kind === "done" || kind === "failure") return null;
  if (kind === "automatic") return 4;
  return LONG_WAIT.has(status) ? MAX_DEFAULT_SERVICE_LEVEL_HOURS : 24;
}

function entryOf(status: PayoutStatus): LifecycleEntry {
  const kind = kindOf(status);
  return {
    status,
    phase: payoutPhaseOf(status) ?? "GENERAL",
    kind,
    terminal: kind === "done" || status === "FAILED" || status === "ERROR",
    failure: kind === "failure",
    actor: actorOf(status, kind),
    serviceLevelHours: serviceLevelOf(status, kind),
  };
}

/** One row per status, in the spec's order. */
export const PAYOUT_LIFECYCLE: Readonly<Record<PayoutStatus, LifecycleEntry>> = Object.fromEntries(
  PAYOUT_STATUSES.map((s) => [s, entryOf(s)]),
) as Record<PayoutStatus, LifecycleEntry>;

/** The entry of a status; undefined for a status a newer API added (the screens say "unknown"). */
export function lifecycleOf(status: string): LifecycleEntry | undefined {
  return (PAYOUT_LIFECYCLE as Record<string, LifecycleEntry | undefined>)[status];
}

/** Statuses a payout waits in (neither done nor failed): the lists the sync reads in full each cycle. */
export const PAYOUT_IN_FLIGHT_STATUSES: readonly PayoutStatus[] = PAYOUT_STATUSES.filter(
  (s) => !PAYOUT_LIFECYCLE[s].terminal && !PAYOUT_LIFECYCLE[s].failure,
);

/** Failure statuses: enter the read model on an observed transition or the bounded backfill. */
export const PAYOUT_FAILURE_STATUSES: readonly PayoutStatus[] = PAYOUT_STATUSES.filter(
  (s) => PAYOUT_LIFECYCLE[s].failure,
);

/** Statuses that leave the read model: done, nothing to watch. */
export const PAYOUT_DONE_STATUSES: readonly PayoutStatus[] = [...DONE];

/** Every status of a flow phase (the URL's `?phase=`). */
export function statusesOfPhase(phase: PayoutFlowPhase): readonly PayoutStatus[] {
  return PAYOUT_STATUS_PHASES[phase];
}

export const isPayoutFlowPhase = (value: string): value is PayoutFlowPhase =>
  (PAYOUT_FLOW_PHASES as readonly string[]).includes(value);
