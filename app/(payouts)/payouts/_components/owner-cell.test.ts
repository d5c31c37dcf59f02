import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/payoutWork.json";
import es from "@/lib/i18n/messages/es/payoutWork.json";
import type { OwnershipView } from "@/lib/payouts/ownership";
import { OwnerCell, PayoutOwnersScope } from "./owner-cell";
import { payoutWorkKeys } from "./use-payout-work";

/**
 * Every list row has an owner button; its menu (Radix, its positioning) is loaded on the button's
 * first use, so the list's first load carries a plain button with the menu's name.
 */

const owned: OwnershipView = {
  payoutId: "po_1",
  assignee: { email: "ops@example.com", name: "Olga Ops" },
  assignedBy: "ops@example.com",
  assignedAt: "2026-11-27T10:00:00.000Z",
  acknowledged: null,
  resolved: null,
};

/** The button's two strings (the catalog's error codes are keyed with dots, which next-intl reports in tests). */
const strings = ({ unassigned, ownerMenu }: typeof en) => ({ unassigned, ownerMenu });

function render(locale: "en" | "es", owners: Record<string, OwnershipView>): string {
  const ids = ["po_1"];
  const queryClient = new QueryClient();
  queryClient.setQueryData(payoutWorkKeys.list(ids), owners);
  const scope = createElement(PayoutOwnersScope, {
    ids,
    onOpen: () => {},
    // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX, and the props type needs its children
    children: createElement(OwnerCell, { payoutId: "po_1" }),
  });
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale,
    timeZone: "UTC",
    messages: { payoutWork: strings(locale === "en" ? en : es) },
    children: createElement(QueryClientProvider, { client: queryClient }, scope),
  };
  return renderToString(createElement(NextIntlClientProvider, provider));
}

/** The owner button's opening tag. */
const ownerButton = (html: string) => html.match(/<button[^>]*data-testid="owner-menu"[^>]*>/)?.[0] ?? "";

describe("a payout row's owner button before its first use", () => {
  it("is a plain button named as the menu's trigger is, out of the Tab order, with the owner's name", () => {
    const html = render("en", { po_1: owned });
    const button = ownerButton(html);
    expect(button).toContain('aria-label="Owner of payout po_1: Olga Ops"');
    expect(button).toContain('aria-haspopup="menu"');
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('tabindex="-1"');
    expect(html).toContain('data-owner="ops@example.com"');
    expect(html).toContain("Olga Ops");
  });

  it("says nobody is on it, in the operator's language", () => {
    expect(ownerButton(render("es", {}))).toContain('aria-label="Responsable del pago po_1: Sin asignar"');
    expect(render("es", {})).toContain('data-owner=""');
  });

  it("renders no Radix trigger or menu: those arrive with the first use", () => {
    const html = render("en", { po_1: owned });
    // Radix's trigger marks its state and links its menu by id; the plain button does neither.
    expect(ownerButton(html)).not.toContain("data-state");
    expect(ownerButton(html)).not.toContain("aria-controls");
    expect(html).not.toContain('role="menu"');
  });
});
