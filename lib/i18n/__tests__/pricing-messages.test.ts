import { expect, it } from "vitest";
import { PRICING_MESSAGES, PRICING_PROVIDERS, PRICING_STRATEGIES, PRODUCTS } from "@/lib/contract";
import en from "@/lib/i18n/messages/en/forms.json";
import es from "@/lib/i18n/messages/es/forms.json";
import { validationKeyOf } from "../validation-keys";

it("every contract pricing message has an operator's wording in both catalogs", () => {
  for (const message of Object.values(PRICING_MESSAGES)) {
    const key = validationKeyOf({ message });
    expect(key, message).toBeDefined();
    expect((en.validation as Record<string, string>)[key ?? ""], message).toBeTruthy();
    expect((es.validation as Record<string, string>)[key ?? ""], message).toBeTruthy();
  }
});

it("the operator's wording names no API code: the pickers show labels, the codes stay in the API's messages", () => {
  const codes = [...PRICING_STRATEGIES, ...PRICING_PROVIDERS, ...PRODUCTS];
  for (const catalog of [en, es]) {
    const v = catalog.validation as Record<string, string>;
    for (const key of ["pricingStrategy", "pricingProvider", "pricingProduct", "pricingProductValue"]) {
      for (const code of codes) expect(v[key], `${key} names ${code}`).not.toContain(code);
      expect(v[key]).not.toMatch(/\btrue\b|\bfalse\b/);
    }
  }
});
