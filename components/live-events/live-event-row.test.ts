import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import webhooks from "@/lib/i18n/messages/en/webhooks.json";
import { testInboxItem } from "@/lib/webhooks/test-inbox-item";
import { LiveEventRow } from "./live-event-row";

// The reveal buttons call a server action (and the step-up dialog); this test renders the row only.
vi.mock("@/components/masked-value/protected-values", () => ({ ProtectedValues: () => null }));

const item = testInboxItem({
  id: "evt_1",
  receivedAt: "2026-11-22T10:00:00.000Z",
  payload: { id: "evt_1", event: "RAMP", data: { id: "ramp_1" } },
});

function render() {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale: "en",
    messages: { webhooks },
    timeZone: "UTC",
    children: createElement(LiveEventRow, { item }),
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
});
