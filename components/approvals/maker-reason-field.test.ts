import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/held.json";
import es from "@/lib/i18n/messages/es/held.json";
import { MakerReasonField, useMakerReason } from "./maker-reason-field";

/** "Why is this change needed?": in a confirmation that holds the change, and only there. */

function Field({ held }: { held: boolean }) {
  const { form } = useMakerReason();
  return createElement(MakerReasonField, { form, held });
}

function render(locale: "en" | "es", held: boolean): string {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    timeZone: "UTC",
    messages: { held: locale === "en" ? en : es },
    children: createElement(Field, { held }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

describe("MakerReasonField", () => {
  it("asks why, required and bounded, in either language when the change is held", () => {
    const english = render("en", true);
    expect(english).toContain("Why is this change needed?");
    expect(english).toContain('maxLength="500"');
    expect(english).toContain('data-testid="maker-reason-input"');
    expect(render("es", true)).toContain("¿Por qué se necesita este cambio?");
  });

  it("is absent when the change is sent now", () => {
    expect(render("en", false)).toBe("");
  });
});
