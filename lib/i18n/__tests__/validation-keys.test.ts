import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  COP_AMOUNT_MESSAGES,
  copAmountSchema,
  FIELD_MESSAGES,
  IDENTITY_MESSAGES,
  PRICING_MESSAGES,
  personDocumentSchema,
} from "@/lib/contract";
import { MESSAGES_DIR, readCatalog } from "../load-messages";
import { LOCALES } from "../locale";
import { VALIDATION_KEYS, type ValidationKey, validationKeyOf } from "../validation-keys";

const keys = Object.keys(VALIDATION_KEYS) as ValidationKey[];
const firstIssue = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0];

describe("validation messages keyed for translation", () => {
  it.each([...LOCALES])("every key has a %s translation", async (locale) => {
    const catalog = await readCatalog(path.join(MESSAGES_DIR, locale));
    const validation = (catalog.forms as { validation: Record<string, unknown> }).validation;
    const missing = keys.filter((key) => typeof validation[key] !== "string" || validation[key] === "");
    expect(missing, `forms.validation keys without a ${locale} translation`).toEqual([]);
  });

  it("every message constant of the contract has a key", () => {
    const constants = [FIELD_MESSAGES, COP_AMOUNT_MESSAGES, IDENTITY_MESSAGES, PRICING_MESSAGES].flatMap((group) =>
      Object.values(group),
    );
    const unkeyed = constants.filter((message) => validationKeyOf({ message }) === undefined);
    expect(unkeyed).toEqual([]);
  });

  it("finds the key of what the contract's schemas actually say", () => {
    expect(validationKeyOf({ message: firstIssue(copAmountSchema(1000).safeParse(1.5))?.message })).toBe("wholePesos");
    expect(validationKeyOf({ message: firstIssue(copAmountSchema(1000).safeParse(5000))?.message })).toBe(
      "amountTooLarge",
    );
    const ine = personDocumentSchema.safeParse({ type: "INE", number: "ABC123", issuedCountryCode: "MX" });
    expect(validationKeyOf({ message: firstIssue(ine)?.message })).toBe("requiredIne");
  });

  it("keys zod's own messages by issue code and params, not by their wording", () => {
    const typed = (input: unknown) => firstIssue(z.number().safeParse(input));
    expect(validationKeyOf({ message: typed(undefined)?.message })).toBe("amountRequired");
    expect(validationKeyOf({ message: typed(Number.NaN)?.message })).toBe("wholePesos");
    expect(validationKeyOf({ message: firstIssue(z.email().safeParse("nope"))?.message })).toBe("email");
    expect(validationKeyOf({ message: firstIssue(z.iso.date().safeParse("nope"))?.message })).toBe("date");
    const option = firstIssue(z.enum(["A", "B", "C"]).safeParse("D"));
    expect(validationKeyOf({ message: option?.message })).toBe("chooseOption");
    // react-hook-form keeps the issue code as the error's type.
    expect(validationKeyOf({ message: "anything", type: option?.code })).toBe("chooseOption");
  });

  it("leaves a message it does not know as it came", () => {
    expect(validationKeyOf({ message: "Something a newer API says" })).toBeUndefined();
    expect(validationKeyOf({})).toBeUndefined();
  });
});
