import { describe, expect, it } from "vitest";
import { COMPLIANCE_PERMISSION_NAMES } from "@/sandbox/auth/permissions";
import { NAV_ITEMS, visibleNavKeys } from "../nav-items";
import { isActivePath } from "../nav-link";

const UNKNOWN = { known: false, names: new Set<string>() };

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
    expect(visibleNavKeys("sandbox", UNKNOWN)).toContain("ramps");
    expect(visibleNavKeys("production", UNKNOWN)).not.toContain("ramps");
    expect(visibleNavKeys("production", UNKNOWN)).toHaveLength(NAV_ITEMS.length - 1);
  });

  it("shows only what the operator can read when the API says what they hold", () => {
    const compliance = { known: true, names: new Set<string>(COMPLIANCE_PERMISSION_NAMES) };
    const keys = visibleNavKeys("sandbox", compliance);
    expect(keys).not.toContain("roles");
    expect(keys).not.toContain("customers");
    expect(keys).not.toContain("recharges");
    expect(keys).toEqual(expect.arrayContaining(["overview", "payouts", "users", "accounts", "webhooks", "audit"]));
    // Making recharges without reading them still needs the screen.
    expect(visibleNavKeys("sandbox", { known: true, names: new Set(["recharges:create"]) })).toContain("recharges");
    expect(visibleNavKeys("sandbox", { known: true, names: new Set<string>() })).toEqual(["overview"]);
  });
});
