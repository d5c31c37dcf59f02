import { NextIntlClientProvider } from "next-intl";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Policy } from "@/lib/approvals/types";
import type { AppLocale } from "@/lib/i18n/locale";
import approvalsEn from "@/lib/i18n/messages/en/approvals.json";
import formsEn from "@/lib/i18n/messages/en/forms.json";
import approvalsEs from "@/lib/i18n/messages/es/approvals.json";
import formsEs from "@/lib/i18n/messages/es/forms.json";
import { DiffList } from "./diff-list";
import { PolicyPanel } from "./policy-panel";

// The policy dialog's server action and router are not reached by a render.
vi.mock("../actions", () => ({ proposePolicy: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const MESSAGES = {
  en: { approvals: approvalsEn, forms: formsEn },
  es: { approvals: approvalsEs, forms: formsEs },
};

const policy: Policy = {
  operation: "recharge",
  enabled: true,
  thresholdCop: 1_000_000,
  approversRequired: 1,
  ttlMinutes: 60,
  source: "default",
  updatedBy: null,
  updatedAt: null,
};

/** The approvals screen's amounts: a held recharge's row and the policy below it (the "COP 12,345,678" / "From COP 1.000.000"). */
function render(locale: AppLocale): string {
  const children: ReactNode = createElement(
    Fragment,
    null,
    createElement(DiffList, { diff: [{ field: "amount", before: null, after: 12_345_678 }] }),
    createElement(PolicyPanel, { policies: [policy], mayEdit: false }),
  );
  const html = renderToString(
    createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: "UTC", children }),
  );
  // Text only, with Intl's no-break spaces as plain ones.
  return html.replace(/<[^>]+>/g, " ").replace(/[\u00a0\u202f]/g, " ");
}

/** Every "COP <figure>" on the screen. */
const copAmounts = (text: string) => [...text.matchAll(/COP\s+([\d.,]+)/g)].map((m) => m[1] ?? "");

describe("one money format per interface language", () => {
  it("an English screen groups every COP amount with commas, never dots", () => {
    const amounts = copAmounts(render("en"));
    expect(amounts).toEqual(["12,345,678", "1,000,000"]);
  });

  it("a Spanish screen groups every COP amount with dots", () => {
    const amounts = copAmounts(render("es"));
    expect(amounts).toEqual(["12.345.678", "1.000.000"]);
  });
});
