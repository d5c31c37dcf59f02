/**
 * Validation messages the contract's schemas give that belong to no one resource (the
 * amount, identity and pricing rules keep theirs beside them: COP_AMOUNT_MESSAGES,
 * IDENTITY_MESSAGES, PRICING_MESSAGES). The sandbox answers every one in English as it
 * is; the dashboard translates each by the key lib/i18n/validation-keys.ts gives it, not
 * by its wording, so rewording a message here keeps its translation.
 */
export const FIELD_MESSAGES = {
  required: "Required",
  amountRequired: "Enter an amount",
  accountNumber: "Digits only, 4 to 34",
  phone: "International format, for example +573001234567",
  countryCode: "Two-letter country code",
  firstNameRule: "First name is required unless a company name is given",
  companyNameRule: "Company name is required unless a first name is given",
  lastNameRule: "Last name is required unless a company name is given",
} as const;

/** "At most N characters": one wording for every length limit. */
export const atMostCharacters = (max: number) => `At most ${max} characters`;

/** A field a document type makes required (INE's cic, IFE's ocr, …). */
export const requiredForDocument = (type: string) => `Required when the document type is ${type}`;
