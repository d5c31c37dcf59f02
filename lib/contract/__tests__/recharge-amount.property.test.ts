import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COP_AMOUNT_MESSAGES,
  copRechargeFormSchema,
  copRechargeInputSchema,
  copRechargeInputSchemaFor,
  readCopAmountText,
} from "@/lib/contract";

const MAX = 500_000_000;
const base = { order: "RCH-20261125-0000000001", description: "top-up" };
const form = copRechargeFormSchema(MAX);
const dashboard = copRechargeInputSchemaFor(MAX);

/** Text an operator might type: digits with separators, signs, spaces and letters mixed in. */
const typed = fc.stringMatching(/^[0-9., \-+eE$a]{0,14}$/);

describe("COP recharge amount: the form and the sandbox agree", () => {
  it("what the form accepts, the sandbox and the server action accept, as the same number", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = form.safeParse({ ...base, amount: text });
        if (!parsed.success) return;
        expect(copRechargeInputSchema.safeParse(parsed.data).success).toBe(true);
        expect(dashboard.safeParse(parsed.data).success).toBe(true);
        expect(String(parsed.data.amount)).toBe(text.trim().replace(/^0+(?=\d)/, ""));
      }),
    );
  });

  it("every amount the sandbox accepts up to the maximum, typed as digits, the form accepts", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: MAX + 10 }), (amount) => {
        const sandbox = copRechargeInputSchema.safeParse({ ...base, amount }).success;
        const viaForm = form.safeParse({ ...base, amount: String(amount) }).success;
        if (amount <= MAX) expect(viaForm).toBe(sandbox);
        else expect(viaForm).toBe(false);
      }),
    );
  });

  it("refuses any dot or comma, never reading it as a separator", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 99 }), fc.constantFrom(".", ","), (pesos, cents, mark) => {
        const read = readCopAmountText(`${pesos}${mark}${cents}`);
        expect(read).toEqual({ ok: false, message: COP_AMOUNT_MESSAGES.separator });
      }),
    );
    expect(readCopAmountText("1500.50")).toEqual({ ok: false, message: COP_AMOUNT_MESSAGES.separator });
    expect(readCopAmountText("1.500.000").ok).toBe(false);
    expect(readCopAmountText(" 1500000 ")).toEqual({ ok: true, amount: 1_500_000 });
  });

  it("refuses above the configured maximum in the form and the action, not in the sandbox", () => {
    expect(form.safeParse({ ...base, amount: String(MAX + 1) }).error?.issues[0]?.message).toBe(
      COP_AMOUNT_MESSAGES.tooLarge,
    );
    expect(dashboard.safeParse({ ...base, amount: MAX + 1 }).success).toBe(false);
    expect(copRechargeInputSchema.safeParse({ ...base, amount: MAX + 1 }).success).toBe(true);
    expect(copRechargeInputSchema.safeParse({ ...base, amount: 999_000_000_000_000_000 }).success).toBe(false);
  });
});
