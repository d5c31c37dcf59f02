import { z } from "zod";
import { ACCESS_LEVELS, PERSON_DOCUMENT_TYPES, USER_STATUSES } from "./enums";
import { documentNumberIssue, IDENTITY_MESSAGES, identityIssues, isFutureDate } from "./identity";
import { FIELD_MESSAGES, requiredForDocument } from "./messages";
import { dateTime, isoDate, nonEmpty, openEnum, phoneE164 } from "./primitives";

export const USER_TYPES = ["NATURAL", "JURIDICAL"] as const;

export const addressSchema = z.looseObject({
  street1: nonEmpty,
  street2: z.string().nullish(),
  city: nonEmpty,
  state: nonEmpty,
  zipCode: nonEmpty,
  countryCode: nonEmpty.length(2, FIELD_MESSAGES.countryCode),
});

export const userDocumentSchema = z
  .looseObject({
    type: z.enum(PERSON_DOCUMENT_TYPES),
    number: nonEmpty,
    issuedCountryCode: nonEmpty,
    expeditionDate: isoDate.nullish(),
    cic: z.string().nullish(),
    identificadorCiudadano: z.string().nullish(),
    ocr: z.string().nullish(),
    numeroEmision: z.string().nullish(),
  })
  .superRefine((doc, ctx) => {
    const need =
      doc.type === "INE"
        ? (["cic", "identificadorCiudadano"] as const)
        : doc.type === "IFE"
          ? (["ocr", "numeroEmision"] as const)
          : [];
    for (const f of need) {
      if (!doc[f]) ctx.addIssue({ code: "custom", path: [f], message: requiredForDocument(doc.type) });
    }
  });

/** Spec: User data, as carried in events. */
export const userDataSchema = z.looseObject({
  firstName: nonEmpty,
  lastName: nonEmpty,
  email: z.email(),
  phone: phoneE164,
  dateOfBirth: isoDate,
  address: addressSchema,
  document: userDocumentSchema,
});

/** Spec: "User (as carried in events)". */
export const userSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  customerId: z.string(),
  externalId: z.string().nullish(),
  status: openEnum(USER_STATUSES),
  accessLevel: openEnum(ACCESS_LEVELS),
  note: z.string().nullable(),
  data: z.looseObject({}).catchall(z.unknown()),
  createdAt: dateTime.optional(),
  updatedAt: dateTime.optional(),
});
export type User = z.infer<typeof userSchema>;

const pastDate = (message: string) => isoDate.refine((d) => !isFutureDate(d), message);

/** A document as a client sends it: the number shaped by its type, the issue date not in the future. */
const userDocumentInputSchema = userDocumentSchema
  .safeExtend({
    expeditionDate: pastDate(IDENTITY_MESSAGES.futureIssue).nullish(),
  })
  .superRefine((doc, ctx) => {
    const message = documentNumberIssue(doc.type, doc.number);
    if (message) ctx.addIssue({ code: "custom", path: ["number"], message });
  });

/** User data as a client sends it (the sandbox refuses, the form guides); userDataSchema stays the tolerant read. */
export const userDataInputSchema = userDataSchema.safeExtend({
  dateOfBirth: pastDate(IDENTITY_MESSAGES.futureBirth),
  document: userDocumentInputSchema,
});

/**
 * Spec: POST /api/v2/users. externalId makes the creation idempotent. A NATURAL user is a
 * person and must be an adult (lib/contract/identity.ts); the rules that need two fields are
 * checked here, after each field's own.
 */
export const userCreateInputSchema = z
  .strictObject({
    type: z.enum(USER_TYPES),
    data: userDataInputSchema,
    externalId: nonEmpty.max(100).optional(),
  })
  .superRefine((input, ctx) => {
    const crossField = new Set<string>([IDENTITY_MESSAGES.minor, IDENTITY_MESSAGES.issueBeforeBirth]);
    for (const issue of identityIssues({ type: input.type, ...input.data })) {
      if (crossField.has(issue.message))
        ctx.addIssue({ code: "custom", path: ["data", ...issue.path], message: issue.message });
    }
  });
export type UserCreateInput = z.infer<typeof userCreateInputSchema>;

/**
 * Sandbox extension: PATCH /api/v2/users/{id}. The spec emits USER events "on
 * create and update" but shows no update endpoint, so the sandbox offers the
 * changes a KYC review makes: status, access level and the reviewer's note.
 */
export const userUpdateInputSchema = z
  .strictObject({
    status: z.enum(USER_STATUSES).optional(),
    accessLevel: z.enum(ACCESS_LEVELS).optional(),
    note: z.string().trim().max(1000).nullable().optional(),
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), {
    message: "Give at least one of status, accessLevel, note",
  });
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

export const userListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export const userListResponseSchema = z.looseObject({ users: z.array(userSchema), totalPage: z.number() });
