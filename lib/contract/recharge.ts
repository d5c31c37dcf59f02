import { z } from "zod";
import { atMostCharacters, FIELD_MESSAGES } from "./messages";
import { nonEmpty } from "./primitives";

export const RECHARGE_ORDER_MAX = 100;
export const RECHARGE_DESCRIPTION_MAX = 250;

/**
 * Messages shared by the sandbox and the form (the form translates them by key: lib/i18n/validation-keys.ts).
 * "No dots or commas" is its own message: a separator typed in an amount is refused,
 * never read as a thousands mark or a decimal point (once "1500.50" became 150,050).
 */
export const COP_AMOUNT_MESSAGES = {
  separator: "Whole pesos only: type digits, no dots or commas",
  digits: "Digits only",
  whole: "Whole pesos only",
  atLeastOne: "At least 1 COP",
  tooLarge: "Above the largest amount allowed",
} as const;

/** The API takes any positive whole number; beyond this a JS number stops being exact. */
const COP_CEILING = Number.MAX_SAFE_INTEGER;

/** A whole peso amount, 1 to `max`. The sandbox uses the exact-integer ceiling; the dashboard its configured maximum. */
export function copAmountSchema(max: number = COP_CEILING) {
  return z
    .number({ error: FIELD_MESSAGES.amountRequired })
    .int(COP_AMOUNT_MESSAGES.whole)
    .min(1, COP_AMOUNT_MESSAGES.atLeastOne)
    .max(Math.min(max, COP_CEILING), COP_AMOUNT_MESSAGES.tooLarge);
}

/**
 * What the operator types in the amount box: digits only (surrounding spaces ignored),
 * read as a number of pesos. Kept beside copAmountSchema so a property test can show the
 * two agree on every string.
 */
export const copAmountTextSchema = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.amountRequired)
  .superRefine((text, ctx) => {
    if (/[.,]/.test(text)) ctx.addIssue({ code: "custom", message: COP_AMOUNT_MESSAGES.separator });
    else if (!/^\d+$/.test(text)) ctx.addIssue({ code: "custom", message: COP_AMOUNT_MESSAGES.digits });
  })
  .transform((text) => Number(text));

/** The text in the amount box as a number, or the message saying why it is not one. */
export function readCopAmountText(text: string): { ok: true; amount: number } | { ok: false; message: string } {
  const parsed = copAmountTextSchema.safeParse(text);
  if (parsed.success) return { ok: true, amount: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? COP_AMOUNT_MESSAGES.digits };
}

function rechargeInput(maxCop?: number) {
  return z.strictObject({
    order: nonEmpty.max(RECHARGE_ORDER_MAX, atMostCharacters(RECHARGE_ORDER_MAX)),
    amount: copAmountSchema(maxCop),
    description: nonEmpty.max(RECHARGE_DESCRIPTION_MAX, atMostCharacters(RECHARGE_DESCRIPTION_MAX)),
  });
}

/** Spec: POST /api/v2/backoffice/ops/recharges/cop, as the sandbox checks it. */
export const copRechargeInputSchema = rechargeInput();
export type CopRechargeInput = z.infer<typeof copRechargeInputSchema>;

/** The same body with the dashboard's configured maximum per recharge (RECHARGE_MAX_COP): what its server action accepts. */
export const copRechargeInputSchemaFor = (maxCop: number) => rechargeInput(maxCop);

/**
 * The recharge form: the amount as typed (text), read by copAmountTextSchema and then held
 * to the same amount rule. Its output is a CopRechargeInput.
 */
export function copRechargeFormSchema(maxCop: number) {
  return rechargeInput(maxCop).extend({ amount: copAmountTextSchema.pipe(copAmountSchema(maxCop)) });
}
export type CopRechargeFormValues = z.input<ReturnType<typeof copRechargeFormSchema>>;

/** Spec: "COP recharge response". */
export const copRechargeResponseSchema = z.looseObject({
  CODE: z.string(),
  DESC: z.string(),
  DATA: z.looseObject({
    OrdenID: z.string(),
    Monto: z.string(),
    PVordenID: z.string(),
    Referencia: z.string(),
    Operacion: z.string(),
    checkout: z.string(),
  }),
});
export type CopRechargeResponse = z.infer<typeof copRechargeResponseSchema>;
