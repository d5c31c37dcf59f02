import { text } from "node:stream/consumers";
import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import AdminError from "@/app/(admin)/error";
import enErrors from "@/lib/i18n/messages/en/errors.json";

/**
 * Renders the boundary as the browser gets it: the first render shows the stand-in and starts
 * the screen's import (next/dynamic), a render after the import has settled shows the screen.
 */
async function renderBoundary(error: unknown): Promise<string> {
  const first = await renderOnce(error);
  expect(first).toContain('aria-busy="true"');
  await import("@/components/states/segment-error");
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderOnce(error);
}

async function renderOnce(error: unknown): Promise<string> {
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale: "en",
    messages: { errors: enErrors },
    timeZone: "UTC",
    children: createElement(AdminError, { error, retry: () => {} }),
  };
  const { prelude } = await prerenderToNodeStream(createElement(NextIntlClientProvider, provider));
  return text(prelude);
}

describe("the segment error boundary", () => {
  it("loads its screen on demand and shows the forbidden state for a 403", async () => {
    const html = await renderBoundary(Object.assign(new Error("Forbidden"), { status: 403 }));
    expect(html).toContain('data-testid="forbidden-state"');
    expect(html).toContain(enErrors.forbidden.title.replace("'", "&#x27;"));
    expect(html).not.toContain('aria-busy="true"');
  });
});
