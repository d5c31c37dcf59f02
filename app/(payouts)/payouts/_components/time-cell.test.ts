import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeCell } from "./payout-columns";

const NOW = new Date("2026-11-22T12:00:00.000Z");

function render(value: string, locale = "en", timeZone = "UTC") {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    messages: {},
    now: NOW,
    timeZone,
    children: createElement(TimeCell, { value }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

/** React escapes nothing in these strings but Intl separates with no-break spaces. */
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, " ");

describe("the payouts table's time cell", () => {
  it("shows the time relative to now, with the exact zoned time and ISO time with offset on hover", () => {
    const html = plain(render("2026-11-22T10:00:00Z"));
    expect(html).toContain("2 hours ago");
    expect(html).toContain('title="Nov 22, 2026, 10:00 AM UTC · 2026-11-22T10:00:00+00:00"');
    expect(html).toContain('dateTime="2026-11-22T10:00:00+00:00"');
  });

  it("names the operator's zone, the same one the rest of the page uses", () => {
    const html = plain(render("2026-11-22T10:00:00Z", "en", "America/Bogota"));
    expect(html).toContain('title="Nov 22, 2026, 5:00 AM COT · 2026-11-22T05:00:00-05:00"');
    const madrid = plain(render("2026-07-01T10:00:00Z", "es", "Europe/Madrid"));
    expect(madrid).toContain("1/07/2026, 12:00 p. m. CEST · 2026-07-01T12:00:00+02:00");
  });

  it("speaks the operator's language", () => {
    expect(plain(render("2026-11-21T12:00:00Z", "es"))).toContain("hace 1 día");
    expect(plain(render("2026-11-08T12:00:00Z", "es"))).toContain("hace 2 semanas");
  });

  it("renders the same markup every time for the same zone (no shift on hydration)", () => {
    expect(render("2026-11-22T10:00:00Z", "en", "America/New_York")).toBe(
      render("2026-11-22T10:00:00Z", "en", "America/New_York"),
    );
  });

  it("shows a value that is not a time as it came", () => {
    const html = render("not-a-date");
    expect(html).toContain("not-a-date");
    expect(html).not.toContain("<time");
  });
});
