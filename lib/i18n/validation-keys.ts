import { z } from "zod";
import {
  atMostCharacters,
  COP_AMOUNT_MESSAGES,
  FIELD_MESSAGES,
  IDENTITY_MESSAGES,
  PRICING_MESSAGES,
  RECHARGE_DESCRIPTION_MAX,
  RECHARGE_ORDER_MAX,
  requiredForDocument,
} from "@/lib/contract";

/**
 * zod's own wording of an issue (the locale it is configured with, English by default):
 * what a schema without a message of its own says. Built-in issues are listed below by
 * their code and params, so a zod release that rewords one keeps its translation.
 */
function zodText(issue: z.core.$ZodRawIssue): string {
  const error = z.config().localeError?.(issue);
  return typeof error === "string" ? error : (error?.message ?? "");
}

/**
 * Each translation key (forms.validation.<key> in every catalog) and the messages it
 * translates: the contract's message constants and zod's built-in issues, never their
 * English wording typed here. Rewording a message changes both sides at once; a key
 * without a translation fails lib/i18n/__tests__/validation-keys.test.ts.
 */
export const VALIDATION_KEYS = {
  required: [FIELD_MESSAGES.required],
  amountRequired: [
    FIELD_MESSAGES.amountRequired,
    zodText({ code: "invalid_type", expected: "number", input: undefined }),
  ],
  wholePesos: [COP_AMOUNT_MESSAGES.whole, zodText({ code: "invalid_type", expected: "number", input: Number.NaN })],
  atLeastOneCop: [COP_AMOUNT_MESSAGES.atLeastOne],
  amountSeparator: [COP_AMOUNT_MESSAGES.separator],
  digitsOnly: [COP_AMOUNT_MESSAGES.digits],
  amountTooLarge: [COP_AMOUNT_MESSAGES.tooLarge],
  futureBirth: [IDENTITY_MESSAGES.futureBirth],
  minor: [IDENTITY_MESSAGES.minor],
  futureIssue: [IDENTITY_MESSAGES.futureIssue],
  issueBeforeBirth: [IDENTITY_MESSAGES.issueBeforeBirth],
  alphanumeric: [IDENTITY_MESSAGES.alphanumeric],
  nuip: [IDENTITY_MESSAGES.nuip],
  curp: [IDENTITY_MESSAGES.curp],
  rfc: [IDENTITY_MESSAGES.rfc],
  cpf: [IDENTITY_MESSAGES.cpf],
  pricingPair: [PRICING_MESSAGES.pair],
  pricingBps: [PRICING_MESSAGES.bps],
  pricingAmount: [PRICING_MESSAGES.amount],
  pricingMinAboveMax: [PRICING_MESSAGES.minAboveMax],
  pricingProduct: [PRICING_MESSAGES.product],
  pricingProductValue: [PRICING_MESSAGES.productValue],
  pricingStrategy: [PRICING_MESSAGES.strategy],
  pricingProvider: [PRICING_MESSAGES.provider],
  max100: [atMostCharacters(RECHARGE_ORDER_MAX)],
  max250: [atMostCharacters(RECHARGE_DESCRIPTION_MAX)],
  accountNumber: [FIELD_MESSAGES.accountNumber],
  phone: [FIELD_MESSAGES.phone],
  countryCode: [FIELD_MESSAGES.countryCode],
  requiredIne: [requiredForDocument("INE")],
  requiredIfe: [requiredForDocument("IFE")],
  firstNameRule: [FIELD_MESSAGES.firstNameRule],
  companyNameRule: [FIELD_MESSAGES.companyNameRule],
  lastNameRule: [FIELD_MESSAGES.lastNameRule],
  email: [zodText({ code: "invalid_format", format: "email", input: "" })],
  date: [zodText({ code: "invalid_format", format: "date", input: "" })],
  // zod's "invalid option" names every option; matched by code (or its wording's lead, below).
  chooseOption: [],
} as const satisfies Record<string, readonly string[]>;

export type ValidationKey = keyof typeof VALIDATION_KEYS;

const byMessage = new Map<string, ValidationKey>(
  (Object.entries(VALIDATION_KEYS) as [ValidationKey, readonly string[]][]).flatMap(([key, messages]) =>
    messages.map((message) => [message, key] as const),
  ),
);

/** The lead of zod's invalid-option wording ("Invalid option:"), for a message that arrives without its code. */
const INVALID_OPTION_LEAD = `${zodText({ code: "invalid_value", values: ["a", "b"], input: "" }).split(":")[0]}:`;

/**
 * The translation key of a form error: by the zod issue code react-hook-form keeps as its
 * `type`, else by the message. A message the dashboard does not know (e.g. from a newer
 * API) has none and is shown as it came.
 */
export function validationKeyOf(error: { message?: string; type?: string }): ValidationKey | undefined {
  const message = error.message;
  if (!message) return undefined;
  const known = byMessage.get(message);
  if (known) return known;
  if (error.type === "invalid_value" || message.startsWith(INVALID_OPTION_LEAD)) return "chooseOption";
  return undefined;
}
