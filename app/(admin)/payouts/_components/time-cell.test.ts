import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeCell } from "./payout-columns";

const NOW = new Date("2026-11-22T12:00:00.000Z");

function render(value: string, locale = "en") {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: {},
    now: NOW,
    timeZone: "UTC",
    children: createElement(TimeCell, { value }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

describe("the payouts table's time cell", () => {
  it("shows the time relative to now, with the exact ISO time on hover", () => {
    const html = render("2026-11-22T10:00:00Z");
    expect(html).toContain("2 hours ago");
    expect(html).toContain('title="2026-11-22T10:00:00.000Z"');
    expect(html).toContain('dateTime="2026-11-22T10:00:00.000Z"');
  });

  it("speaks the operator's language", () => {
    expect(render("2026-11-21T12:00:00Z", "es")).toContain("ayer");
  });

  it("shows a value that is not a time as it came", () => {
    const html = render("not-a-date");
    expect(html).toContain("not-a-date");
    expect(html).not.toContain("<time");
  });
});
