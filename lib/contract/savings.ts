import { z } from "zod";
import { custodialAccountSchema, savingsTransactionSchema } from "./events";

/** Sandbox extension: GET /api/v2/savings (custodial accounts of the customer's users). */
export const custodialAccountListResponseSchema = z.looseObject({
  accounts: z.array(custodialAccountSchema),
  totalPage: z.number(),
});

export const savingsListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
});

/** Money in custodial accounts: a positive amount with at most 2 decimals, as a number or a decimal string. */
const money = z
  .union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, "A decimal amount such as 125.50")])
  .transform((v) => Number(v))
  .refine((n) => n > 0 && n <= 1e12, "Amount must be positive")
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "At most 2 decimals");

/** Sandbox extensions: POST /api/v2/faker/deposit and /api/v2/faker/withdrawal. */
export const fakerMoneyMoveInputSchema = z.strictObject({ savingsAccountId: z.string().min(1), amount: money });

/** Sandbox extension: POST /api/v2/faker/interest; without amount, one month at the account's rate. */
export const fakerInterestInputSchema = z.strictObject({
  savingsAccountId: z.string().min(1),
  amount: money.optional(),
});

/** Answer of the faker's savings operations: the transaction and the account after it. */
export const fakerSavingsResultSchema = z.looseObject({
  transaction: savingsTransactionSchema,
  account: custodialAccountSchema,
});
