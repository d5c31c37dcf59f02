import { z } from "zod";
import { FIELD_MESSAGES } from "./messages";

/**
 * Building blocks shared by every resource module.
 *
 * Records (what the API answers) are read tolerantly: unknown fields are kept
 * and enum values outside the known list pass through as plain strings, so a
 * newer API never crashes the dashboard. Inputs (what a client sends) are
 * strict: the sandbox refuses unknown keys and unknown enum values.
 */
export const dateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

/** Known values first, any other string accepted as it is. */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

export const nonEmpty = z.string().trim().min(1, FIELD_MESSAGES.required);
export const jsonObject = z.record(z.string(), z.unknown());

/** A phone number in international (E.164) form, as the spec's examples write them. */
export const phoneE164 = z.string().regex(/^\+[1-9]\d{6,14}$/, FIELD_MESSAGES.phone);

/** The holder's names and contacts carried by bank, alias and wallet shapes; which names are required is checked by checkHolderNames. */
export const holderFields = {
  firstName: z.string().optional(),
  middleName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  email: z.email().optional(),
  phone: phoneE164.optional(),
};

/**
 * The body of an answer the spec does not show (a deletion, the sandbox faker): its status is the
 * outcome and nothing reads the body, so any body is accepted as it came.
 */
export const unspecifiedAnswerSchema = z.unknown();
