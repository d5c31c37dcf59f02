import { z } from "zod";
import { RAMP_STATUSES } from "./enums";
import { dateTime, openEnum } from "./primitives";

/** Spec: "Ramp (as carried in events)". */
export const rampSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  accountId: z.string(),
  quotationId: z.string(),
  type: z.string(),
  status: openEnum(RAMP_STATUSES),
  cashInMethod: z.string(),
  cashOutMethod: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  fromAmount: z.number(),
  toAmount: z.number(),
  transferProof: z.string().nullish(),
  isPreFunded: z.boolean(),
  active: z.boolean(),
  accounts: z.array(z.looseObject({ id: z.string(), amount: z.number() })),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Ramp = z.infer<typeof rampSchema>;

export const rampListResponseSchema = z.looseObject({ ramps: z.array(rampSchema), totalPage: z.number() });
export type RampListResponse = z.infer<typeof rampListResponseSchema>;

/** Sandbox extension: GET /api/v2/ramps. */
export const rampListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  status: z.enum(RAMP_STATUSES).optional(),
});
export type RampListQuery = z.infer<typeof rampListQuerySchema>;

export const RAMP_TYPES = ["ON_RAMP", "OFF_RAMP"] as const;

/**
 * Sandbox extension: POST /api/v2/ramps. An ON_RAMP converts fiat to crypto,
 * an OFF_RAMP crypto to fiat; toAmount is computed from the sandbox's rates.
 */
export const rampCreateInputSchema = z.strictObject({
  type: z.enum(RAMP_TYPES),
  userId: z.string().min(1).optional(),
  accountId: z.string().min(1).optional(),
  fromCurrency: z.enum(["COP", "MXN", "USD", "USDC", "USDT"]),
  toCurrency: z.enum(["COP", "MXN", "USD", "USDC", "USDT"]),
  fromAmount: z.number().positive().max(1e12),
  status: z.enum(["QUOTE_CREATED", "PENDING_PAYMENT"]).optional(),
  externalId: z.string().trim().min(1).max(100).optional(),
});
export type RampCreateInput = z.infer<typeof rampCreateInputSchema>;

/** Spec: POST /api/v2/faker/cash-in (sandbox). */
export const fakerCashInInputSchema = z.strictObject({ rampId: z.string().min(1) });
