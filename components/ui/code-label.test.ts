import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EVENT_ACTIONS, EVENT_TYPES } from "@/lib/contract";
import en from "@/lib/i18n/messages/en/codes.json";
import es from "@/lib/i18n/messages/es/codes.json";
import { CodeBadge, CodeLabel, type CodeKind, useCodeLabels } from "./code-label";

function LabelOf({ kind, code }: { kind: CodeKind; code: string }) {
  return createElement(CodeLabel, { label: useCodeLabels(kind)(code), code });
}

function render(locale: "en" | "es", element: ReturnType<typeof createElement>) {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: { codes: locale === "en" ? en : es },
    timeZone: "UTC",
    children: element,
  };
  return renderToString(createElement(NextIntlClientProvider, provider)).replace(/<!-- -->/g, "");
}

describe("codes shown to operators", () => {
  it("read as a label in the operator's language with the code beside it", () => {
    expect(render("en", createElement(LabelOf, { kind: "webhookEvent", code: "RAMP" }))).toMatch(
      /<span>Ramp<\/span><code[^>]*>RAMP<\/code>/,
    );
    expect(render("es", createElement(LabelOf, { kind: "webhookAction", code: "DELETE" }))).toMatch(
      /<span>Eliminación<\/span><code[^>]*>DELETE<\/code>/,
    );
    expect(render("es", createElement(CodeBadge, { kind: "webhookEvent", code: "CUSTODIAL_ACCOUNT" }))).toMatch(
      />Cuenta custodia<code[^>]*>CUSTODIAL_ACCOUNT<\/code>/,
    );
  });

  it("fall back to the code itself when a newer API sends one the catalog does not know", () => {
    for (const locale of ["en", "es"] as const) {
      const label = render(locale, createElement(LabelOf, { kind: "webhookEvent", code: "CARD" }));
      expect(label).toMatch(/<span class="font-mono">CARD<\/span>/);
      const badge = render(locale, createElement(CodeBadge, { kind: "webhookAction", code: "FREEZE" }));
      expect(badge).toMatch(/>FREEZE<\/span>$/);
      expect(badge).not.toContain("<code");
    }
    // An empty code is not looked up (next-intl would read it as the whole namespace).
    expect(render("en", createElement(LabelOf, { kind: "webhookEvent", code: "" }))).toBe(
      '<span class="font-mono"></span>',
    );
  });

  it("have a label in both languages for every webhook event type and action the API documents", () => {
    for (const catalog of [en, es]) {
      for (const type of EVENT_TYPES) expect(catalog.webhookEvent[type], type).toBeTruthy();
      for (const action of EVENT_ACTIONS) expect(catalog.webhookAction[action], action).toBeTruthy();
    }
  });
});
