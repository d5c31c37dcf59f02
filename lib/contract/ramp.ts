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
