import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/customers.json";
import es from "@/lib/i18n/messages/es/customers.json";
import { useCustomerPathLabel } from "./customer-path-label";

function Labels({ paths }: { paths: string[] }) {
  const label = useCustomerPathLabel();
  return createElement("ul", null, ...paths.map((path) => createElement("li", { key: path }, label(path))));
}

function labels(locale: "en" | "es", paths: string[]): string[] {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    timeZone: "UTC",
    messages: { customers: locale === "en" ? en : es },
    children: createElement(Labels, { paths }),
  };
  const html = renderToString(createElement(NextIntlClientProvider, provider));
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] ?? "").replace(/&#x27;/g, "'"));
}

describe("a customer change's paths, in the operator's words", () => {
  it("names fields, products and strategy fields in both languages, never the API's keys", () => {
    const paths = ["strategiesByPair.COP/USDC.spreadBps", "availableProducts.SAVINGS", "name"];
    expect(labels("en", paths)).toEqual([
      "Strategies by pair › COP/USDC › Spread (basis points)",
      "Available products › Savings",
      "Name",
    ]);
    expect(labels("es", paths)[0]).toBe("Estrategias por par › COP/USDC › Spread (puntos básicos)");
  });

  it("keeps a key the dashboard does not know as it came", () => {
    expect(labels("en", ["strategiesByPair.COP/USDC.tier", "extra"])).toEqual([
      "Strategies by pair › COP/USDC › tier",
      "extra",
    ]);
  });
});
