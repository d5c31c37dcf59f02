import { expect, it } from "vitest";
import { PRICING_MESSAGES } from "@/lib/contract";
import en from "@/lib/i18n/messages/en/forms.json";

it("en catalog repeats the contract's pricing messages", () => {
  const v = en.validation as Record<string, string>;
  expect(v.pricingPair).toBe(PRICING_MESSAGES.pair);
  expect(v.pricingBps).toBe(PRICING_MESSAGES.bps);
  expect(v.pricingAmount).toBe(PRICING_MESSAGES.amount);
  expect(v.pricingStrategy).toBe(PRICING_MESSAGES.strategy);
  expect(v.pricingProvider).toBe(PRICING_MESSAGES.provider);
  expect(v.pricingProduct).toBe(PRICING_MESSAGES.product);
});
