import { z } from "zod";

import { PAYOUT_STATUSES } from "./payout-statuses";

export {
  isPayoutStatus,
  needsAttention,
  PAYOUT_ATTENTION_STATUSES,
  PAYOUT_PHASES,
  PAYOUT_STATUS_PHASES,
  PAYOUT_STATUSES,
  PAYOUT_TERMINAL_STATUSES,
  type PayoutPhase,
  type PayoutStatus,
  payoutPhaseOf,
} from "./payout-statuses";

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

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
