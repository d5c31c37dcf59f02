import { z } from "zod";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, BANK_ACCOUNT_TYPES, accountStatusSchema, accountTypeSchema } from "./enums";
import { checkHolderNames } from "./beneficiary";
import { documentSchema } from "./document";
import { dateTime, jsonObject, nonEmpty, openEnum } from "./primitives";

/** Spec: "Resources / Account": data for type PSE. */
export const pseDataSchema = z
  .looseObject({
    document: documentSchema,
    accountNumber: nonEmpty.regex(/^\d{4,34}$/, "Digits only, 4 to 34"),
    bankCode: nonEmpty,
    type: z.enum(BANK_ACCOUNT_TYPES),
    countryCode: nonEmpty,
    firstName: z.string().optional(),
    middleName: z.string().optional(),
    lastName: z.string().optional(),
    companyName: z.string().optional(),
    email: z.email().optional(),
    phone: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "International format, for example +573001234567")
      .optional(),
  })
  .superRefine(checkHolderNames);
export type PseData = z.infer<typeof pseDataSchema>;

/** Spec: Account, as the API answers it. complianceUrl is carried in account events. */
export const accountSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  type: openEnum(ACCOUNT_TYPES),
  status: openEnum(ACCOUNT_STATUSES),
  data: jsonObject,
  externalId: z.string(),
  complianceUrl: z.string().nullish(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Account = z.infer<typeof accountSchema>;

/** Spec: PATCH /api/v2/accounts/{id}. PSE data is validated as the spec says. */
export const accountUpdateInputSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("PSE"), data: pseDataSchema }),
  z.strictObject({
    type: z.enum(ACCOUNT_TYPES.filter((t) => t !== "PSE") as [Exclude<(typeof ACCOUNT_TYPES)[number], "PSE">]),
    data: jsonObject,
  }),
]);
export type AccountUpdateInput = z.infer<typeof accountUpdateInputSchema>;

/** Sandbox extension: GET /api/v2/accounts. */
export const accountListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
  status: accountStatusSchema.optional(),
  type: accountTypeSchema.optional(),
  userId: nonEmpty.optional(),
});
export const accountListResponseSchema = z.looseObject({ accounts: z.array(accountSchema), totalPage: z.number() });

/** Sandbox extension: GET /api/v2/banks. */
export const bankSchema = z.looseObject({ code: z.string(), name: z.string(), countryCode: z.string() });
export const bankListResponseSchema = z.looseObject({ banks: z.array(bankSchema), totalPage: z.number() });
export type Bank = z.infer<typeof bankSchema>;
