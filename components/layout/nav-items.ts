import {
  ArrowLeftRightIcon,
  BanknoteIcon,
  BuildingIcon,
  ClipboardCheckIcon,
  HistoryIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  SendIcon,
  ShieldCheckIcon,
  UsersIcon,
  WebhookIcon,
} from "lucide-react";
import type { Extension } from "@/lib/contract/extensions";

export type NavGroup = "operations" | "management" | "integrations";

export type NavKey =
  | "overview"
  | "payouts"
  | "ramps"
  | "recharges"
  | "users"
  | "accounts"
  | "customers"
  | "roles"
  | "webhooks"
  | "audit"
  | "approvals";

export type NavItem = {
  /** Key under `nav.items` in the catalogs. */
  key: NavKey;
  href: string;
  icon: LucideIcon;
  group: NavGroup;
  /** Ramps are a sandbox extension: the real API cannot list them. */
  sandboxOnly?: boolean;
  /** The screen is useful with any one of these "resource:action" grants; none listed: everyone. */
  needs?: readonly string[];
  /** A live count beside the label (the approvals queue's pending requests, payouts needing attention). */
  badge?: "approvals" | "payouts-attention";
  /**
   * The screen can do something only with one of these API extensions: when the API offers none
   * of them the menu marks it "needs an API extension" (the page explains why). Screens with
   * something the specification offers (open by id, register a webhook) list none.
   */
  extensions?: readonly Extension[];
};

/** The one list of screens: the sidebar, the mobile menu and the command palette all read it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: "overview", href: "/", icon: LayoutDashboardIcon, group: "operations" },
  {
    key: "payouts",
    href: "/payouts",
    icon: SendIcon,
    group: "operations",
    needs: ["payouts:read"],
    badge: "payouts-attention",
  },
  {
    key: "ramps",
    href: "/ramps",
    icon: ArrowLeftRightIcon,
    group: "operations",
    sandboxOnly: true,
    needs: ["ramps:read"],
    extensions: ["ramps-list"],
  },
  {
    key: "recharges",
    href: "/recharges",
    icon: BanknoteIcon,
    group: "operations",
    needs: ["recharges:create", "recharges:read"],
  },
  {
    key: "approvals",
    href: "/approvals",
    icon: ClipboardCheckIcon,
    group: "operations",
    // Whoever may make or decide a change that a policy can hold.
    needs: ["recharges:create", "roles:update", "customers:update", "webhooks:write", "accounts:review"],
    badge: "approvals",
  },
  { key: "users", href: "/users", icon: UsersIcon, group: "management", needs: ["users:read"] },
  { key: "accounts", href: "/accounts", icon: LandmarkIcon, group: "management", needs: ["accounts:read"] },
  { key: "customers", href: "/customers", icon: BuildingIcon, group: "management", needs: ["customers:read"] },
  { key: "roles", href: "/roles", icon: ShieldCheckIcon, group: "management", needs: ["roles:read"] },
  { key: "webhooks", href: "/webhooks", icon: WebhookIcon, group: "integrations", needs: ["webhooks:read"] },
  { key: "audit", href: "/audit", icon: HistoryIcon, group: "integrations", needs: ["audit:read"] },
];

export const NAV_GROUPS: readonly NavGroup[] = ["operations", "management", "integrations"];

export type ApiEnvironment = "sandbox" | "production";

/** What the API says the operator holds; `known: false` when it cannot say (then every screen is shown). */
export type NavGrants = { known: boolean; names: ReadonlySet<string> };

/**
 * The screens this operator can read: sandbox-only ones only against the sandbox, and each
 * only with one of its grants. Computed on the server and handed to the client menus as keys.
 * Where the API cannot say, everything is shown and the API's refusal is the answer.
 */
export function visibleNavKeys(apiEnv: ApiEnvironment, grants: NavGrants): NavKey[] {
  return NAV_ITEMS.filter((item) => !item.sandboxOnly || apiEnv === "sandbox")
    .filter((item) => !grants.known || !item.needs || item.needs.some((name) => grants.names.has(name)))
    .map((item) => item.key);
}

/**
 * Of the given screens, those whose every extension the API lacks: a dead end the menu marks.
 * `offers` is the capabilities' answer (lib/transport/capabilities), passed in to keep this pure.
 */
export async function keysNeedingExtension(
  keys: readonly NavKey[],
  offers: (extension: Extension) => Promise<boolean>,
): Promise<NavKey[]> {
  const items = NAV_ITEMS.filter((item) => keys.includes(item.key) && item.extensions?.length);
  const missing = await Promise.all(
    items.map(async (item) => {
      const offered = await Promise.all((item.extensions ?? []).map((extension) => offers(extension)));
      return offered.includes(true) ? undefined : item.key;
    }),
  );
  return missing.filter((key): key is NavKey => key !== undefined);
}

/** The items named by visibleNavKeys, in menu order. */
export function navItemsFor(keys: readonly NavKey[]): NavItem[] {
  return NAV_ITEMS.filter((item) => keys.includes(item.key));
}
