import { z } from "zod";
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from "./enums";

/**
 * The inside of a customer's strategiesByPair and availableProducts. The specification
 * leaves it "not shown"; this is the sandbox's structure (x-sandbox-extension in its
 * OpenAPI document). One module, used by the sandbox to refuse (strict: unknown keys are
 * refused) and by the customer form to guide (keep: unknown keys a real API sent are kept
 * and sent back, since a PATCH replaces the whole object). The read schema of a customer
 * stays an open JSON object: a record that breaks these rules is shown as it is, flagged.
 */
export const PRICING_CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type PricingCurrency = (typeof PRICING_CURRENCIES)[number];
/** The sandbox's liquidity providers and price strategies (sandbox/seed/customers.ts uses them). */
export const PRICING_PROVIDERS = ["bitso", "binance", "circle", "kraken"] as const;
export const PRICING_STRATEGIES = ["BEST_PRICE", "FIXED_SPREAD", "PASS_THROUGH"] as const;
export const PRODUCTS = ["ONRAMP", "OFFRAMP", "PAYOUTS", "SAVINGS", "VIRTUAL_ACCOUNTS", "BREB"] as const;
export const SPREAD_BPS_MAX = 10_000;
/** The fields of one strategy, in the order the form shows them. */
export const STRATEGY_FIELDS = ["strategy", "provider", "spreadBps", "minAmount", "maxAmount"] as const;

export const PRICING_MESSAGES = {
  pair: `Pair as BASE/QUOTE, two different currencies of ${PRICING_CURRENCIES.join(", ")}`,
  bps: `Basis points: a whole number from 0 to ${SPREAD_BPS_MAX.toLocaleString("en-US")}`,
  amount: "An amount: a number, 0 or more",
  minAboveMax: "Minimum above the maximum",
  product: `One of ${PRODUCTS.join(", ")}`,
  productValue: "On or off (true or false)",
  strategy: `Choose a strategy: ${PRICING_STRATEGIES.join(", ")}`,
  provider: `Choose a provider: ${PRICING_PROVIDERS.join(", ")}`,
} as const;

export type UnknownKeys = "strict" | "keep";

/** "COP/USDC" → ["COP", "USDC"] when both are known currencies and differ. */
export function splitPair(pair: string): [PricingCurrency, PricingCurrency] | null {
  const match = /^([A-Z]+)\/([A-Z]+)$/.exec(pair);
  if (!match) return null;
  const [, base, quote] = match;
  const known = (c: string | undefined): c is PricingCurrency =>
    (PRICING_CURRENCIES as readonly string[]).includes(c ?? "");
  return known(base) && known(quote) && base !== quote ? [base, quote] : null;
}

const pairKey = z.string().refine((pair) => splitPair(pair) !== null, PRICING_MESSAGES.pair);
const amount = z.number(PRICING_MESSAGES.amount).finite(PRICING_MESSAGES.amount).min(0, PRICING_MESSAGES.amount);

function strategyRule(unknownKeys: UnknownKeys) {
  const shape = {
    strategy: z.enum(PRICING_STRATEGIES, PRICING_MESSAGES.strategy),
    provider: z.enum(PRICING_PROVIDERS, PRICING_MESSAGES.provider),
    spreadBps: z
      .number(PRICING_MESSAGES.bps)
      .int(PRICING_MESSAGES.bps)
      .min(0, PRICING_MESSAGES.bps)
      .max(SPREAD_BPS_MAX, PRICING_MESSAGES.bps),
    minAmount: amount,
    maxAmount: amount,
  };
  const object = unknownKeys === "strict" ? z.strictObject(shape) : z.looseObject(shape);
  return object.refine((s) => s.minAmount <= s.maxAmount, {
    path: ["maxAmount"],
    message: PRICING_MESSAGES.minAboveMax,
  });
}

/** strategiesByPair: one strategy per BASE/QUOTE pair; amounts in the pair's base currency. */
export function strategiesByPairSchema(unknownKeys: UnknownKeys) {
  const invalidPair = {
    error: (issue: { code?: string }) => (issue.code === "invalid_key" ? PRICING_MESSAGES.pair : undefined),
  };
  return z.record(pairKey, strategyRule(unknownKeys), invalidPair).meta({
    description:
      "Sandbox structure (the specification does not show it): keys BASE/QUOTE of two different currencies; each value names the price strategy, the liquidity provider, the spread in basis points (0 to 10,000) and the amount bounds in the base currency (minAmount ≤ maxAmount).",
    "x-sandbox-extension": true,
  });
}

/** availableProducts: one on/off flag per product the sandbox knows; under "keep", other keys pass as they are. */
export function availableProductsSchema(unknownKeys: UnknownKeys) {
  // One check for both modes, so each refusal names its product: known products are flags;
  // another key is refused by the sandbox and kept as it is by the form.
  const object = z.record(z.string(), z.unknown()).superRefine((products, ctx) => {
    for (const [product, value] of Object.entries(products)) {
      const known = (PRODUCTS as readonly string[]).includes(product);
      if (!known && unknownKeys === "strict")
        ctx.addIssue({ code: "custom", path: [product], message: PRICING_MESSAGES.product });
      else if (known && typeof value !== "boolean")
        ctx.addIssue({ code: "custom", path: [product], message: PRICING_MESSAGES.productValue });
    }
  });
  return object.meta({
    description: `Sandbox structure (the specification does not show it): an on/off flag per product, any of ${PRODUCTS.join(", ")}.`,
    "x-sandbox-extension": true,
  });
}

export interface PricingIssue {
  path: (string | number)[];
  message: string;
}

/** Every rule a stored value breaks (the form shows them where the operator looks; the tolerant reader flags). */
export function pricingIssues(
  field: "strategiesByPair" | "availableProducts",
  value: unknown,
  unknownKeys: UnknownKeys = "keep",
): PricingIssue[] {
  const schema =
    field === "strategiesByPair" ? strategiesByPairSchema(unknownKeys) : availableProductsSchema(unknownKeys);
  const parsed = schema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
        message: i.message,
      }));
}
