import {
  ArrowLeftRightIcon,
  BanknoteIcon,
  BuildingIcon,
  HistoryIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  SendIcon,
  ShieldCheckIcon,
  UsersIcon,
  WebhookIcon,
} from "lucide-react";

export type NavGroup = "operations" | "management" | "integrations";

export type NavItem = {
  /** Key under `nav.items` in the catalogs. */
  key:
    | "overview"
    | "payouts"
    | "ramps"
    | "recharges"
    | "users"
    | "accounts"
    | "customers"
    | "roles"
    | "webhooks"
    | "audit";
  href: string;
  icon: LucideIcon;
  group: NavGroup;
  /** Ramps are a sandbox extension: the real API cannot list them. */
  sandboxOnly?: boolean;
};

/** The one list of screens: the sidebar, the mobile menu and the command palette all read it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: "overview", href: "/", icon: LayoutDashboardIcon, group: "operations" },
  { key: "payouts", href: "/payouts", icon: SendIcon, group: "operations" },
  { key: "ramps", href: "/ramps", icon: ArrowLeftRightIcon, group: "operations", sandboxOnly: true },
  { key: "recharges", href: "/recharges", icon: BanknoteIcon, group: "operations" },
  { key: "users", href: "/users", icon: UsersIcon, group: "management" },
  { key: "accounts", href: "/accounts", icon: LandmarkIcon, group: "management" },
  { key: "customers", href: "/customers", icon: BuildingIcon, group: "management" },
  { key: "roles", href: "/roles", icon: ShieldCheckIcon, group: "management" },
  { key: "webhooks", href: "/webhooks", icon: WebhookIcon, group: "integrations" },
  { key: "audit", href: "/audit", icon: HistoryIcon, group: "integrations" },
];

export const NAV_GROUPS: readonly NavGroup[] = ["operations", "management", "integrations"];

export type ApiEnvironment = "sandbox" | "production";

export function visibleNavItems(apiEnv: ApiEnvironment): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.sandboxOnly || apiEnv === "sandbox");
}

/** Overview matches only "/"; other entries also match their sub-pages (/payouts/abc is under Payouts). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
