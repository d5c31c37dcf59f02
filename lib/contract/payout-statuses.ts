/**
 * The payout lifecycle as plain constants, without zod: client components (the list's filters,
 * badges and lifecycle strip) import from here so the schema library stays out of the page's
 * JavaScript. enums.ts and payout.ts re-export every name, so "@/lib/contract" is unchanged.
 */

/**
 * Payout statuses, grouped by phase, in the order the spec lists them
 * (spec: "States and transitions / Payout status values"). The spec's heading
 * says 38 but its list holds 39 values; every listed value is accepted.
 */
export const PAYOUT_STATUS_PHASES = {
  GENERAL: ["CREATED", "COMPLETED", "FAILED", "ERROR", "REFUNDED"],
  CASH_IN: [
    "CASH_IN_CREATED",
    "CASH_IN_REQUEST",
    "CASH_IN_REQUESTED",
    "CASH_IN_PENDING",
    "CASH_IN_PROCESSING",
    "CASH_IN_COMPLETED",
    "CASH_IN_CANCELED",
    "CASH_IN_REJECTED",
    "CASH_IN_FAILED",
    "CASH_IN_ERROR",
  ],
  KYT_OUT: ["KYT_OUT_CREATE", "KYT_OUT_PENDING", "KYT_OUT_PROCESSING", "KYT_OUT_COMPLETED", "KYT_OUT_FAILED"],
  CASH_OUT: [
    "CASH_OUT_CREATE",
    "CASH_OUT_CREATED",
    "CASH_OUT_REQUEST",
    "CASH_OUT_REQUESTED",
    "CASH_OUT_PENDING",
    "CASH_OUT_PENDING_FILE",
    "CASH_OUT_PROCESSING",
    "CASH_OUT_COMPLETED",
    "CASH_OUT_CANCELED",
    "CASH_OUT_FAILED",
    "CASH_OUT_ERROR",
  ],
  REFUND: [
    "REFUND_CREATE",
    "REFUND_CREATED",
    "REFUND_REQUEST",
    "REFUND_REQUESTED",
    "REFUND_PENDING",
    "REFUND_PROCESSING",
    "REFUND_COMPLETED",
    "REFUND_FAILED",
  ],
} as const;

export type PayoutPhase = keyof typeof PAYOUT_STATUS_PHASES;
export const PAYOUT_PHASES = Object.keys(PAYOUT_STATUS_PHASES) as PayoutPhase[];

export const PAYOUT_STATUSES = [
  ...PAYOUT_STATUS_PHASES.GENERAL,
  ...PAYOUT_STATUS_PHASES.CASH_IN,
  ...PAYOUT_STATUS_PHASES.KYT_OUT,
  ...PAYOUT_STATUS_PHASES.CASH_OUT,
  ...PAYOUT_STATUS_PHASES.REFUND,
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Terminal outcomes of a payout as a whole. */
export const PAYOUT_TERMINAL_STATUSES = [
  "COMPLETED",
  "FAILED",
  "ERROR",
  "REFUNDED",
] as const satisfies readonly PayoutStatus[];

const ATTENTION_SUFFIXES = ["_FAILED", "_ERROR", "_REJECTED", "_CANCELED"] as const;

/** A payout that needs a person (a failure, error, rejection or cancellation). */
export function needsAttention(status: string): boolean {
  return status === "FAILED" || status === "ERROR" || ATTENTION_SUFFIXES.some((s) => status.endsWith(s));
}
export const PAYOUT_ATTENTION_STATUSES = PAYOUT_STATUSES.filter(needsAttention);

/** Phase of a status; unknown statuses from a newer API have none. */
export function payoutPhaseOf(status: string): PayoutPhase | undefined {
  for (const phase of PAYOUT_PHASES) {
    if ((PAYOUT_STATUS_PHASES[phase] as readonly string[]).includes(status)) return phase;
  }
  return undefined;
}

export const isPayoutStatus = (value: string): value is PayoutStatus =>
  (PAYOUT_STATUSES as readonly string[]).includes(value);

/** Bounds of the list's `limit` query parameter (spec: GET /api/v2/payouts). */
export const PAYOUT_LIST_LIMIT_MIN = 1;
export const PAYOUT_LIST_LIMIT_MAX = 100;
