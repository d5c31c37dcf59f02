import { z } from "zod";
import { beneficiaryRecordSchema, beneficiarySchema } from "./beneficiary";
import { PAYOUT_CURRENCIES, PAYOUT_STATUSES, payoutCurrencySchema, payoutStatusSchema } from "./enums";
import { PAYOUT_LIST_LIMIT_MAX, PAYOUT_LIST_LIMIT_MIN } from "./payout-statuses";
import { dateTime, jsonObject, nonEmpty, openEnum } from "./primitives";

/** Spec: "Resources / Payout", as the API answers it (tolerant). */
export const payoutSchema = z.looseObject({
  id: z.string(),
  amount: z.number(),
  currency: openEnum(PAYOUT_CURRENCIES),
  beneficiary: beneficiaryRecordSchema,
  status: openEnum(PAYOUT_STATUSES),
  details: z.string().nullish(),
  transferProof: z.string().nullish(),
  externalId: z.string().nullish(),
  metadata: jsonObject.nullish(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Payout = z.infer<typeof payoutSchema>;

/** The fields the spec defines for a payout; anything else came from a newer API. */
export const PAYOUT_FIELDS: ReadonlySet<string> = new Set(Object.keys(payoutSchema.shape));

/**
 * Largest payout amount accepted. Beyond it a float no longer holds the amount
 * to the cent, and the sandbox store (numeric(24, 6)) would overflow.
 */
export const PAYOUT_AMOUNT_MAX = 1_000_000_000_000_000;

/** Payout creation (a sandbox extension): what a client sends. */
export const payoutCreateInputSchema = z.strictObject({
  amount: z
    .number()
    .positive("Amount must be greater than 0")
    .finite()
    .max(PAYOUT_AMOUNT_MAX, "Amount must be at most 10^15"),
  currency: payoutCurrencySchema,
  beneficiary: beneficiarySchema,
  externalId: nonEmpty.max(100).optional(),
  details: z.string().max(500).optional(),
  metadata: jsonObject.optional(),
});
export type PayoutCreateInput = z.infer<typeof payoutCreateInputSchema>;

export { PAYOUT_LIST_LIMIT_MAX, PAYOUT_LIST_LIMIT_MIN } from "./payout-statuses";
export const PAYOUT_LIST_DEFAULT_LIMIT = 10;

/** Spec: GET /api/v2/payouts query. Numbers arrive as strings in a query. */
export const payoutListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(PAYOUT_LIST_LIMIT_MIN).max(PAYOUT_LIST_LIMIT_MAX).optional(),
  page: z.coerce.number().int().min(1).optional(),
  id: nonEmpty.optional(),
  externalId: nonEmpty.optional(),
  status: payoutStatusSchema.optional(),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const payoutListResponseSchema = z.looseObject({
  payouts: z.array(payoutSchema),
  totalPage: z.number().int().min(0),
});
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;
