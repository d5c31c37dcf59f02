import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AppLocale } from "@/lib/i18n/locale";
import rechargesEn from "@/lib/i18n/messages/en/recharges.json";
import rechargesEs from "@/lib/i18n/messages/es/recharges.json";
import { AmountReadback } from "./amount-input";

const MESSAGES = { en: { recharges: rechargesEn }, es: { recharges: rechargesEs } };

/** The recharge form's read-back of the typed amount and its maximum (the "COP 500.000" beside "COP 500,000"). */
function render(locale: AppLocale): string {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: MESSAGES[locale],
    timeZone: "UTC",
    children: createElement(AmountReadback, { text: "500000", maxCop: 50_000_000 }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider))
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ");
}

const copAmounts = (text: string) => [...text.matchAll(/COP\s+([\d.,]+)/g)].map((m) => m[1] ?? "");

describe("the recharge read-back in one money format", () => {
  it("groups the typed amount and the maximum with commas on an English screen", () => {
    expect(copAmounts(render("en"))).toEqual(["500,000", "50,000,000"]);
  });

  it("and with dots on a Spanish one", () => {
    expect(copAmounts(render("es"))).toEqual(["500.000", "50.000.000"]);
  });
});
