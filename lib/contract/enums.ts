import { z } from "zod";

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
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

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

export const PAYOUT_CURRENCIES = ["COP", "USDC", "USDT"] as const;
export const payoutCurrencySchema = z.enum(PAYOUT_CURRENCIES);

export const FIAT_CURRENCIES = ["COP", "MXN", "USD"] as const;
export const CRYPTO_CURRENCIES = ["USDC", "USDT"] as const;

export const BENEFICIARY_TYPES = ["BANK", "BREB", "WALLET"] as const;
export const BANK_ACCOUNT_TYPES = ["savings", "checking"] as const;
export const ALIAS_TYPES = ["NATIONAL_ID", "PHONE", "EMAIL", "ALPHANUMERIC", "BUSINESS_ID"] as const;
export const WALLET_CURRENCIES = ["USDC", "USDT", "BTC"] as const;
export const WALLET_NETWORKS = ["POLYGON", "SOLANA", "BSC", "TRON"] as const;

export const COMPANY_DOCUMENT_TYPES = ["NIT", "EIN", "CNPJ", "RFC", "CUIT", "USCC", "RUT", "CRN"] as const;
export const PERSON_DOCUMENT_TYPES = [
  "PASSPORT",
  "DRIVER_LICENSE",
  "NUIP",
  "RFC",
  "SSN",
  "CURP",
  "CPF",
  "INE",
  "IFE",
  "DNI",
  "DUI",
  "NIT",
  "RUT",
  "CHINESE_ID",
  "BOLIVIAN_ID",
  "CE",
] as const;

export const ACCOUNT_TYPES = ["PSE", "SPEI", "ACH", "WIRE", "WALLET", "PIX", "TRANSFIYA"] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const ACCOUNT_STATUSES = ["PENDING", "ACTIVE", "REJECTED", "INACTIVE"] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

/** Common ramp statuses; the spec says other values may exist. */
export const RAMP_STATUSES = [
  "QUOTE_CREATED",
  "PENDING_PAYMENT",
  "CASH_IN_PROCESSING",
  "CASH_IN_COMPLETED",
  "PROCESSING",
  "CASH_OUT_PROCESSING",
  "COMPLETED",
  "FAILED",
  "CANCELED",
] as const;

export const USER_STATUSES = ["PENDING", "ACTIVE", "REJECTED", "SUSPENDED"] as const;
export const ACCESS_LEVELS = ["L0", "L1", "L2", "L3", "L4"] as const;

export const EVENT_TYPES = ["RAMP", "USER", "TRANSACTION", "ACCOUNT", "CUSTODIAL_ACCOUNT"] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;
export const EVENT_ACTIONS = ["CREATE", "UPDATE", "DELETE"] as const;
export const eventActionSchema = z.enum(EVENT_ACTIONS);

export const SAVINGS_TRANSACTION_TYPES = ["DEPOSIT", "WITHDRAWAL", "INTEREST", "FEE"] as const;
export const CUSTODIAL_CHANGE_REASONS = ["DEPOSIT", "WITHDRAWAL", "INTEREST", "FEE", "ADJUSTMENT"] as const;

/** Delivery attempts run from 0 to 5 (spec: "Delivery and retry"). */
export const WEBHOOK_MAX_ATTEMPT = 5;
/** Delay before each attempt, in milliseconds, indexed by the attempts value. */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 60_000, 300_000, 900_000, 3_600_000, 21_600_000] as const;
