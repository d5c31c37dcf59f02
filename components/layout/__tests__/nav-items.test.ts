import { describe, expect, it } from "vitest";
import { isActivePath, NAV_ITEMS, visibleNavItems } from "../nav-items";

describe("isActivePath", () => {
  it("marks the overview only on /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/payouts")).toBe(false);
  });

  it("marks a section on its sub-pages but not on look-alike paths", () => {
    expect(isActivePath("/payouts", "/payouts")).toBe(true);
    expect(isActivePath("/payouts", "/payouts/abc")).toBe(true);
    expect(isActivePath("/roles", "/roles-archive")).toBe(false);
  });
});

describe("navigation items", () => {
  it("lists every screen of the issue, once each", () => {
    const hrefs = NAV_ITEMS.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of [
      "/",
      "/payouts",
      "/users",
      "/accounts",
      "/customers",
      "/roles",
      "/recharges",
      "/webhooks",
      "/audit",
      "/ramps",
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it("shows Ramps only against the sandbox", () => {
    expect(visibleNavItems("sandbox").some((item) => item.key === "ramps")).toBe(true);
    expect(visibleNavItems("production").some((item) => item.key === "ramps")).toBe(false);
    expect(visibleNavItems("production")).toHaveLength(NAV_ITEMS.length - 1);
  });
});
