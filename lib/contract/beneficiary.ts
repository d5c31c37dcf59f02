import { z } from "zod";
import { documentSchema } from "./document";
import { ALIAS_TYPES, BANK_ACCOUNT_TYPES, BENEFICIARY_TYPES, WALLET_CURRENCIES, WALLET_NETWORKS } from "./enums";
import { FIELD_MESSAGES } from "./messages";
import { holderFields, jsonObject, nonEmpty } from "./primitives";

type Holder = { firstName?: string | undefined; lastName?: string | undefined; companyName?: string | undefined };
const present = (v: string | undefined) => typeof v === "string" && v.trim() !== "";

/**
 * Spec: bank and wallet account shapes. firstName and lastName are required
 * unless companyName is present; companyName is required unless firstName is.
 */
export function checkHolderNames(holder: Holder, ctx: z.RefinementCtx) {
  if (present(holder.companyName)) return;
  if (!present(holder.firstName)) {
    ctx.addIssue({
      code: "custom",
      path: ["firstName"],
      message: FIELD_MESSAGES.firstNameRule,
    });
    ctx.addIssue({
      code: "custom",
      path: ["companyName"],
      message: FIELD_MESSAGES.companyNameRule,
    });
  }
  if (!present(holder.lastName)) {
    ctx.addIssue({
      code: "custom",
      path: ["lastName"],
      message: FIELD_MESSAGES.lastNameRule,
    });
  }
}

/** Spec: bank account shape (beneficiary type BANK). */
export const bankAccountSchema = z
  .looseObject({
    ...holderFields,
    document: documentSchema,
    accountNumber: nonEmpty.regex(/^\d{4,34}$/, FIELD_MESSAGES.accountNumber),
    bankCode: nonEmpty,
    type: z.enum(BANK_ACCOUNT_TYPES),
    countryCode: nonEmpty,
  })
  .superRefine(checkHolderNames);

/** Spec: alias account shape (beneficiary type BREB). Colombia only. */
export const aliasAccountSchema = z.looseObject({
  ...holderFields,
  document: documentSchema.optional(),
  aliasType: z.enum(ALIAS_TYPES).optional(),
  alias: nonEmpty,
  countryCode: z.literal("CO", { error: "Bre-B aliases are Colombian only (CO)" }).optional(),
});

/** Spec: wallet account shape (beneficiary type WALLET). */
export const walletAccountSchema = z
  .looseObject({
    ...holderFields,
    document: documentSchema,
    currency: z.enum(WALLET_CURRENCIES),
    network: z.enum(WALLET_NETWORKS),
    address: nonEmpty,
    countryCode: z.string().optional(),
  })
  .superRefine(checkHolderNames);

export const bankBeneficiarySchema = z.looseObject({ type: z.literal("BANK"), account: bankAccountSchema });
export const brebBeneficiarySchema = z.looseObject({ type: z.literal("BREB"), account: aliasAccountSchema });
export const walletBeneficiarySchema = z.looseObject({ type: z.literal("WALLET"), account: walletAccountSchema });

/** Spec: Beneficiary, discriminated on type. What clients send; the sandbox enforces it. */
export const beneficiarySchema = z.discriminatedUnion("type", [
  bankBeneficiarySchema,
  brebBeneficiarySchema,
  walletBeneficiarySchema,
]);
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** A beneficiary the dashboard cannot read as one of the known shapes: kept raw and shown as it is. */
export const unknownBeneficiarySchema = z.looseObject({ type: z.string(), account: jsonObject });
export type UnknownBeneficiary = z.infer<typeof unknownBeneficiarySchema>;

/** Tolerant reader for API answers. */
export const beneficiaryRecordSchema = z.union([beneficiarySchema, unknownBeneficiarySchema]);
export type BeneficiaryRecord = z.infer<typeof beneficiaryRecordSchema>;

export const isKnownBeneficiary = (b: BeneficiaryRecord): b is Beneficiary =>
  (BENEFICIARY_TYPES as readonly string[]).includes(b.type) && beneficiarySchema.safeParse(b).success;
