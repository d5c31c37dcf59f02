import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import en from "@/lib/i18n/messages/en/masking.json";
import es from "@/lib/i18n/messages/es/masking.json";
import { ProtectedValues } from "./protected-values";

// Each value's Reveal calls a server action; this test is about how the values are named.
vi.mock("./masked-value", () => ({ MaskedValue: ({ masked }: { masked: string }) => masked }));

function render(locale: "en" | "es", fields: ComponentProps<typeof ProtectedValues>["fields"]) {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: { masking: locale === "en" ? en : es },
    timeZone: "UTC",
    children: createElement(ProtectedValues, { recordType: "account", recordId: "acc_1", fields }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider)).replace(/<!-- -->/g, "");
}

describe("the protected values of a record", () => {
  it("are named by the label the record's own view gives them", () => {
    const html = render("en", [{ path: "data.accountNumber", masked: "•••• 1234", label: "Account number" }]);
    expect(html).toContain(">Account number</dt>");
    expect(html).not.toContain("data.accountNumber");
  });

  it("are named by their kind in the operator's language where no label is given, never by their path", () => {
    const fields = [
      { path: "payload.data.accountNumber", masked: "•••• 1234" },
      { path: "payload.data.document.number", masked: "•••• 4050" },
    ];
    const english = render("en", fields);
    expect(english).toContain(">Account number</dt>");
    expect(english).toContain(">Document number</dt>");
    const spanish = render("es", fields);
    expect(spanish).toContain(">Número de cuenta</dt>");
    expect(spanish).toContain(">Número de documento</dt>");
    for (const html of [english, spanish]) expect(html).not.toContain("payload.data");
  });
});
