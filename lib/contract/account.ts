import { z } from "zod";
import { checkHolderNames } from "./beneficiary";
import { documentSchema } from "./document";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  accountStatusSchema,
  accountTypeSchema,
  BANK_ACCOUNT_TYPES,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
} from "./enums";
import { atMostCharacters, FIELD_MESSAGES } from "./messages";
import { dateTime, holderFields, jsonObject, nonEmpty, openEnum, phoneE164 } from "./primitives";

/** Spec: "Resources / Account": data for type PSE. */
export const pseDataSchema = z
  .looseObject({
    document: documentSchema,
    accountNumber: nonEmpty.regex(/^\d{4,34}$/, FIELD_MESSAGES.accountNumber),
    bankCode: nonEmpty,
    type: z.enum(BANK_ACCOUNT_TYPES),
    countryCode: nonEmpty,
    ...holderFields,
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

/** A compliance decision on a PENDING account. */
export const ACCOUNT_REVIEW_DECISIONS = ["APPROVE", "REJECT"] as const;
export type AccountReviewDecision = (typeof ACCOUNT_REVIEW_DECISIONS)[number];
export const ACCOUNT_REVIEW_REASON_MAX = 500;

/**
 * Sandbox extension POST /api/v2/accounts/{id}/review. A rejection must say why
 * (the reason is what the account holder and the audit log are told); an
 * approval may carry a note.
 */
export const accountReviewInputSchema = z
  .strictObject({
    decision: z.enum(ACCOUNT_REVIEW_DECISIONS),
    reason: z.string().trim().max(ACCOUNT_REVIEW_REASON_MAX, atMostCharacters(ACCOUNT_REVIEW_REASON_MAX)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "REJECT" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why the account is rejected" });
  });
export type AccountReviewInput = z.infer<typeof accountReviewInputSchema>;

/** Which status each decision leaves a PENDING account in. */
export const STATUS_AFTER_REVIEW: Record<AccountReviewDecision, "ACTIVE" | "REJECTED"> = {
  APPROVE: "ACTIVE",
  REJECT: "REJECTED",
};

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

/**
 * Sandbox extension: data of the account types the spec does not detail (it
 * gives PSE only). Each holds the holder's names (person or company, as in the
 * spec's bank and wallet shapes) and the fields that route money of its rail.
 */
const holderWithDocument = { ...holderFields, document: documentSchema.optional() };

/** SPEI (Mexico): the 18-digit CLABE, whose first three digits are the bank code. */
export const speiDataSchema = z
  .looseObject({
    ...holderWithDocument,
    clabe: z.string().regex(/^\d{18}$/, "18 digits (CLABE)"),
    bankCode: z.string().optional(),
    countryCode: nonEmpty,
  })
  .superRefine(checkHolderNames);

/** ACH (United States): 9-digit routing number and account number. */
export const achDataSchema = z
  .looseObject({
    ...holderWithDocument,
    routingNumber: z.string().regex(/^\d{9}$/, "9 digits (ABA routing number)"),
    accountNumber: nonEmpty.regex(/^\d{4,17}$/, "Digits only, 4 to 17"),
    type: z.enum(BANK_ACCOUNT_TYPES),
    bankName: z.string().optional(),
    countryCode: nonEmpty,
  })
  .superRefine(checkHolderNames);

/** WIRE (international): SWIFT/BIC and account number or IBAN. */
export const wireDataSchema = z
  .looseObject({
    ...holderWithDocument,
    swiftCode: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "SWIFT/BIC: 8 or 11 capital letters and digits"),
    accountNumber: nonEmpty.regex(/^[A-Za-z0-9]{4,34}$/, "Letters and digits, 4 to 34 (account number or IBAN)"),
    bankName: z.string().optional(),
    countryCode: nonEmpty,
  })
  .superRefine(checkHolderNames);

/** WALLET: as the spec's wallet account shape, the document optional for an own wallet. */
export const walletDataSchema = z
  .looseObject({
    ...holderWithDocument,
    currency: z.enum(WALLET_CURRENCIES),
    network: z.enum(WALLET_NETWORKS),
    address: nonEmpty,
    countryCode: z.string().optional(),
  })
  .superRefine(checkHolderNames);

export const PIX_KEY_TYPES = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"] as const;

/** PIX (Brazil): a PIX key and its type. */
export const pixDataSchema = z
  .looseObject({ ...holderWithDocument, pixKeyType: z.enum(PIX_KEY_TYPES), pixKey: nonEmpty, countryCode: nonEmpty })
  .superRefine(checkHolderNames);

/** TRANSFIYA (Colombia): addressed by the holder's mobile number. */
export const transfiyaDataSchema = z
  .looseObject({
    ...holderWithDocument,
    phone: phoneE164,
    countryCode: nonEmpty,
  })
  .superRefine(checkHolderNames);

/** The data schema of every account type. */
export const ACCOUNT_DATA_SCHEMAS = {
  PSE: pseDataSchema,
  SPEI: speiDataSchema,
  ACH: achDataSchema,
  WIRE: wireDataSchema,
  WALLET: walletDataSchema,
  PIX: pixDataSchema,
  TRANSFIYA: transfiyaDataSchema,
} as const satisfies Record<(typeof ACCOUNT_TYPES)[number], z.ZodType>;

const createFields = {
  userId: nonEmpty.max(100),
  /** Idempotency key per customer; the sandbox uses the new id when it is absent. */
  externalId: nonEmpty.max(100).optional(),
};

/** Sandbox extension: POST /api/v2/accounts. Strict at the top level; data validated per type. */
export const accountCreateInputSchema = z.discriminatedUnion("type", [
  z.strictObject({ ...createFields, type: z.literal("PSE"), data: pseDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("SPEI"), data: speiDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("ACH"), data: achDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("WIRE"), data: wireDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("WALLET"), data: walletDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("PIX"), data: pixDataSchema }),
  z.strictObject({ ...createFields, type: z.literal("TRANSFIYA"), data: transfiyaDataSchema }),
]);
export type AccountCreateInput = z.infer<typeof accountCreateInputSchema>;
