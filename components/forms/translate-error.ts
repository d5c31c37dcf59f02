"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { PRICING_MESSAGES } from "@/lib/contract";

/**
 * The contract's zod messages are English literals shared with the sandbox. The form
 * shows them in the operator's language by looking each one up here; a message the
 * dashboard does not know (e.g. from a newer API) is shown as it came.
 */
const KNOWN: Record<string, string> = {
  Required: "required",
  "Whole pesos only": "wholePesos",
  "At least 1 COP": "atLeastOneCop",
  "Whole pesos only: type digits, no dots or commas": "amountSeparator",
  "Digits only": "digitsOnly",
  "Enter an amount": "amountRequired",
  "Date of birth cannot be in the future": "futureBirth",
  "A person must be at least 18 years old": "minor",
  "Issue date cannot be in the future": "futureIssue",
  "Issue date cannot be before the date of birth": "issueBeforeBirth",
  "NUIP: digits only, 6 to 10": "nuip",
  "CPF: 11 digits with valid check digits": "cpf",
  [PRICING_MESSAGES.pair]: "pricingPair",
  [PRICING_MESSAGES.bps]: "pricingBps",
  [PRICING_MESSAGES.amount]: "pricingAmount",
  [PRICING_MESSAGES.minAboveMax]: "pricingMinAboveMax",
  [PRICING_MESSAGES.product]: "pricingProduct",
  [PRICING_MESSAGES.productValue]: "pricingProductValue",
  [PRICING_MESSAGES.strategy]: "pricingStrategy",
  [PRICING_MESSAGES.provider]: "pricingProvider",
  "At most 100 characters": "max100",
  "At most 250 characters": "max250",
  "Digits only, 4 to 34": "accountNumber",
  "Letters and digits only": "alphanumeric",
  "International format, for example +573001234567": "phone",
  "Two-letter country code": "countryCode",
  "Required when the document type is INE": "requiredIne",
  "Required when the document type is IFE": "requiredIfe",
  "Invalid email address": "email",
  "Invalid input: expected number, received undefined": "amountRequired",
  "Invalid input: expected number, received NaN": "wholePesos",
  "Invalid ISO date": "date",
  "First name is required unless a company name is given": "firstNameRule",
  "Company name is required unless a first name is given": "companyNameRule",
  "Last name is required unless a company name is given": "lastNameRule",
};

export function useErrorText() {
  const t = useTranslations("forms.validation");
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const message = error?.message;
      if (!message) return undefined;
      // zod's enum message lists every option in one unbreakable line; say it short instead.
      const key = KNOWN[message] ?? (message.startsWith("Invalid option") ? "chooseOption" : undefined);
      return key ? t(key) : message;
    },
    [t],
  );
}
