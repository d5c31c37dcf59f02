"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { ApprovalsBadge } from "./approvals-badge";
import { IntentPrefetchLink } from "./intent-prefetch-link";
import { isActivePath, NAV_GROUPS, type NavKey, navItemsFor } from "./nav-items";

export type SidebarNavProps = {
  navKeys: readonly NavKey[];
  /** Called after a link is followed (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
};

/**
 * Real links in document order, so Tab walks the menu and the browser's own link handling works.
 * They prefetch on intent (hover, focus), not on sight: see IntentPrefetchLink.
 */
export function SidebarNav({ navKeys, onNavigate }: SidebarNavProps) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const items = navItemsFor(navKeys);

  return (
    <nav aria-label={t("label")} className="flex flex-col gap-4 px-2 py-3">
      {NAV_GROUPS.map((group) => (
        <div key={group} className="flex flex-col gap-0.5">
          <h2 className="px-2 pb-1 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
            {t(`groups.${group}`)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {items
              .filter((item) => item.group === group)
              .map((item) => {
                const active = isActivePath(item.href, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.key}>
                    <IntentPrefetchLink
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex h-8 items-center gap-2.5 rounded-md px-2 text-sm text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent/70 focus-visible:ring-2 focus-visible:ring-ring",
                        active && "bg-sidebar-accent font-medium text-sidebar-accent-foreground",
                      )}
                    >
                      <Icon className={cn("size-4 shrink-0", active ? "text-primary" : "opacity-70")} aria-hidden />
                      {t(`items.${item.key}`)}
                      {item.badge === "approvals" ? <ApprovalsBadge /> : null}
                    </IntentPrefetchLink>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
