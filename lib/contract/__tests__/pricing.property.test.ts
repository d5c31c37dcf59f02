import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customerFormSchema,
  customerUpdateClientSchema,
  customerUpdateInputSchema,
  PRICING_CURRENCIES,
  PRICING_PROVIDERS,
  PRICING_STRATEGIES,
  PRODUCTS,
  pricingIssues,
  SPREAD_BPS_MAX,
  STRATEGY_FIELDS,
} from "@/lib/contract";

/** Pairs and field values around the edges of the rules: valid ones, and the mistakes operators made. */
const currency = fc.constantFrom(...PRICING_CURRENCIES, "BTC", "cop");
const pair = fc.oneof(
  fc.tuple(currency, currency).map(([a, b]) => `${a}/${b}`),
  fc.constantFrom("COPUSDT", "BADPAIR", "COP/", "/USDC"),
);
const amount = fc.oneof(fc.integer({ min: -10, max: 1e9 }), fc.constant("lots"), fc.double({ noNaN: true }));
const strategy = fc.record(
  {
    strategy: fc.oneof(fc.constantFrom(...PRICING_STRATEGIES), fc.constant("CHEAPEST")),
    provider: fc.oneof(fc.constantFrom(...PRICING_PROVIDERS), fc.constant(1), fc.constant("desk-a")),
    spreadBps: fc.oneof(fc.integer({ min: -5, max: SPREAD_BPS_MAX + 5 }), fc.constant(99_999), fc.constant(12.5)),
    minAmount: amount,
    maxAmount: amount,
  },
  { requiredKeys: ["strategy", "provider", "spreadBps"] },
);
const strategies = fc.dictionary(pair, strategy, { maxKeys: 4 });
const products = fc.dictionary(fc.constantFrom(...PRODUCTS), fc.oneof(fc.boolean(), fc.constant("yes")), {
  maxKeys: 6,
});

const formValues = (body: { strategiesByPair: object; availableProducts: object }) => ({
  name: "Acme",
  active: true,
  ...body,
});

describe("pricing: the customer form and the sandbox agree", () => {
  it("on bodies with only the sandbox's keys, the form accepts exactly what the sandbox accepts", () => {
    fc.assert(
      fc.property(strategies, products, (strategiesByPair, availableProducts) => {
        const body = { strategiesByPair, availableProducts };
        const sandbox = customerUpdateInputSchema.safeParse(body).success;
        const form = customerFormSchema.safeParse(formValues(body)).success;
        const action = customerUpdateClientSchema.safeParse(body).success;
        expect(form).toBe(sandbox);
        expect(action).toBe(sandbox);
        // What the form lists as broken is empty exactly when it accepts.
        const listed =
          pricingIssues("strategiesByPair", strategiesByPair).length +
          pricingIssues("availableProducts", availableProducts).length;
        expect(listed === 0).toBe(form);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps keys a real API sent (form and action), which the strict sandbox refuses", () => {
    const body = {
      strategiesByPair: {
        "COP/USDC": {
          strategy: "BEST_PRICE",
          provider: "bitso",
          spreadBps: 85,
          minAmount: 1,
          maxAmount: 2,
          tier: { level: 2 },
        },
      },
      availableProducts: { ONRAMP: true, BETA: ["a", 1] },
    };
    expect(customerFormSchema.parse(formValues(body))).toMatchObject(body);
    expect(customerUpdateClientSchema.parse(body)).toEqual(body);
    expect(customerUpdateInputSchema.safeParse(body).success).toBe(false);
  });

  it("refuses the values from the issue, each at its own place", () => {
    const paths = (value: unknown) => pricingIssues("strategiesByPair", value).map((i) => i.path.join("."));
    expect(paths({ BADPAIR: { provider: 1 } })).toEqual(["BADPAIR"]);
    const good = { strategy: "BEST_PRICE", provider: "bitso", spreadBps: 80, minAmount: 10, maxAmount: 100 };
    expect(paths({ "COP/USDC": { ...good, maxAmount: "lots", minAmount: -5 } })).toEqual([
      "COP/USDC.minAmount",
      "COP/USDC.maxAmount",
    ]);
    expect(paths({ "COP/USDC": { ...good, spreadBps: 99_999 } })).toEqual(["COP/USDC.spreadBps"]);
    expect(paths({ "COP/USDC": { ...good, minAmount: 500 } })).toEqual(["COP/USDC.maxAmount"]);
    expect(paths({ COPUSDT: good })).toEqual(["COPUSDT"]);
    expect(paths({ "COP/COP": good })).toEqual(["COP/COP"]);
    expect(paths({ "COP/USDC": good })).toEqual([]);
    expect(STRATEGY_FIELDS).toEqual(["strategy", "provider", "spreadBps", "minAmount", "maxAmount"]);
  });
});
