import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HoldNoticeData } from "@/lib/approvals/hold-notice-data";
import en from "@/lib/i18n/messages/en/held.json";
import es from "@/lib/i18n/messages/es/held.json";
import { HoldNotice } from "./hold-notice";

/** What a confirmation says before the click (issue 30), in both languages. */

function render(locale: "en" | "es", props: ComponentProps<typeof HoldNotice>): { text: string; held: string } {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    timeZone: "UTC",
    messages: { held: locale === "en" ? en : es },
    children: createElement(HoldNotice, props),
  };
  const html = renderToString(createElement(NextIntlClientProvider, provider));
  const held = /data-held="(\w+)"/.exec(html)?.[1] ?? "";
  const text = html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\u00a0|\u202f/g, " ");
  return { text, held };
}

const role: HoldNoticeData = {
  enabled: true,
  approvers: 1,
  ttlMinutes: 1440,
  thresholdCop: null,
  permission: "roles:update",
};
const recharge: HoldNoticeData = {
  enabled: true,
  approvers: 2,
  ttlMinutes: 90,
  thresholdCop: 10_000_000,
  permission: "recharges:create",
};

describe("HoldNotice", () => {
  it("says a held change waits, for whom and how long, in words", () => {
    expect(render("en", { hold: role })).toEqual({
      held: "true",
      text: "Held for approval: another operator with the roles:update permission must approve it within 24 hours. Nothing is sent until then.",
    });
    expect(render("es", { hold: role }).text).toContain("en un plazo de 24 horas");
  });

  it("says sent now when the policy is off or the change is not of the kind it holds", () => {
    expect(render("en", { hold: { ...role, enabled: false } })).toEqual({
      held: "false",
      text: "Sent to the API as soon as you confirm.",
    });
    expect(render("en", { hold: role, applies: false }).held).toBe("false");
  });

  it("compares a recharge's amount with the threshold, and names the threshold before there is one", () => {
    expect(render("en", { hold: recharge, amount: 10_000_000 })).toMatchObject({ held: "true" });
    expect(render("en", { hold: recharge, amount: 10_000_000 }).text).toContain("two other operators");
    expect(render("en", { hold: recharge, amount: 9_999_999 })).toMatchObject({ held: "false" });
    const before = render("en", { hold: recharge, amount: null });
    expect(before.text).toMatch(/^From .*10,000,000.* it is held for approval/);
    expect(before.text).toContain("1 hour, 30 minutes");
  });

  it("says nothing where no policy applies (no notice given)", () => {
    expect(render("en", { hold: null }).text).toBe("");
  });
});
