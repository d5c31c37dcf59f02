import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import codes from "@/lib/i18n/messages/en/codes.json";
import ramps from "@/lib/i18n/messages/en/ramps.json";
import webhooks from "@/lib/i18n/messages/en/webhooks.json";
import type { InboxItem } from "@/lib/webhooks/inbox-item";
import { testInboxItem } from "@/lib/webhooks/test-inbox-item";
import { LiveEventRow } from "./live-event-row";

// The reveal buttons call a server action (and the step-up dialog); this test renders the row only.
vi.mock("@/components/masked-value/protected-values", () => ({ ProtectedValues: () => null }));

const item = testInboxItem({
  id: "evt_1",
  receivedAt: "2026-11-22T10:00:00.000Z",
  payload: { id: "evt_1", event: "RAMP", data: { id: "ramp_1" } },
});

function render(row: InboxItem = item) {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale: "en",
    messages: { webhooks, ramps, codes },
    timeZone: "UTC",
    children: createElement(LiveEventRow, { item: row }),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

describe("a live event row", () => {
  it("shows the time in the operator's format with the exact ISO time in its title, no tooltip per row", () => {
    const html = render();
    expect(html).toContain('dateTime="2026-11-22T10:00:00.000Z"');
    expect(html).toContain('title="2026-11-22T10:00:00.000Z"');
    expect(html).toContain("Nov 22, 2026");
    // A Radix tooltip trigger per row (data-state) is what a burst of hundreds of rows cannot afford.
    expect(html).not.toContain("data-state");
  });

  it("lets the browser skip layout and paint of rows scrolled out of view", () => {
    expect(render()).toContain("[content-visibility:auto]");
  });

  it("tells rows apart without opening them: type, action, the record's status by name, and the try as people count it", () => {
    const retried = testInboxItem({
      id: "evt_2",
      receivedAt: "2026-11-22T10:00:00.000Z",
      attempts: 3,
      payload: { id: "evt_2", event: "RAMP", action: "STATUS_CHANGED", data: { id: "ramp_2", status: "COMPLETED" } },
    });
    const html = render(retried).replace(/<!-- -->/g, "");
    // The type and action by name, each with the API's code beside it.
    expect(html).toMatch(/>Ramp<code[^>]*>RAMP<\/code>/);
    expect(html).toMatch(/>Changed<code[^>]*>UPDATE<\/code>/);
    expect(html).toContain('title="COMPLETED"');
    expect(html).toContain(">Completed<");
    expect(html).toContain("retry 3 of 5");
    expect(html).toContain("API value 3");
    expect(render().replace(/<!-- -->/g, "")).toContain("1st attempt");
  });

  it("names a known action, and shows a type or action a newer API added as its code alone", () => {
    const updated = testInboxItem({
      id: "evt_3",
      event: "CUSTODIAL_ACCOUNT",
      action: "UPDATE",
      receivedAt: "2026-11-22T10:00:00.000Z",
      payload: { id: "evt_3", event: "CUSTODIAL_ACCOUNT", action: "UPDATE", data: { id: "ca_1" } },
    });
    const html = render(updated).replace(/<!-- -->/g, "");
    expect(html).toMatch(/>Custodial account<code[^>]*>CUSTODIAL_ACCOUNT<\/code>/);
    expect(html).toMatch(/>Changed<code[^>]*>UPDATE<\/code>/);

    const newer = testInboxItem({
      id: "evt_4",
      event: "CARD",
      action: "FREEZE",
      receivedAt: "2026-11-22T10:00:00.000Z",
      payload: { id: "evt_4", event: "CARD", action: "FREEZE", data: { id: "card_1" } },
    });
    const unknown = render(newer).replace(/<!-- -->/g, "");
    expect(unknown).toMatch(/<span[^>]*data-code="CARD"[^>]*>CARD<\/span>/);
    expect(unknown).toMatch(/<span[^>]*data-code="FREEZE"[^>]*>FREEZE<\/span>/);
    expect(unknown).not.toContain("<code");
  });
});
