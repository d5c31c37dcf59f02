import { z } from "zod";
import {
  CUSTODIAL_CHANGE_REASONS,
  EVENT_ACTIONS,
  EVENT_TYPES,
  SAVINGS_TRANSACTION_TYPES,
  WEBHOOK_MAX_ATTEMPT,
} from "./enums";
import { accountSchema } from "./account";
import { dateTime, jsonObject, openEnum } from "./primitives";
import { rampSchema } from "./ramp";
import { userSchema } from "./user";

/** Spec: "Savings transaction (as carried in events)". Amounts are strings. */
export const savingsTransactionSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  savingsAccountId: z.string(),
  type: openEnum(SAVINGS_TRANSACTION_TYPES),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  reference: z.string(),
  completedAt: dateTime.nullable(),
});

/** Spec: "Custodial account (as carried in events)". */
export const custodialAccountSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  status: z.string(),
  balance: z.string(),
  currency: z.string(),
  previousBalance: z.string(),
  changeAmount: z.string(),
  changeReason: openEnum(CUSTODIAL_CHANGE_REASONS),
  lastTransactionId: z.string(),
  interestRate: z.string(),
  updatedAt: dateTime,
});

/** Spec: "Events / Envelope". data is read by event type with eventDataSchemas. */
export const eventEnvelopeSchema = z.looseObject({
  id: z.string().min(1),
  event: openEnum(EVENT_TYPES),
  action: openEnum(EVENT_ACTIONS),
  data: jsonObject,
  createdAt: dateTime,
  updatedAt: dateTime,
  attempts: z.number().int().min(0).max(WEBHOOK_MAX_ATTEMPT),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** The record each event type carries (spec: "Event types"). */
export const eventDataSchemas = {
  RAMP: rampSchema,
  USER: userSchema,
  ACCOUNT: accountSchema.extend({ complianceUrl: z.string() }),
  TRANSACTION: savingsTransactionSchema,
  CUSTODIAL_ACCOUNT: custodialAccountSchema,
} as const;
