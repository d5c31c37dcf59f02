import { useTranslations } from "next-intl";
import { ApprovalsBadge } from "./approvals-badge";
import { PayoutsAttentionBadge } from "./payouts-attention-badge";
import { NAV_GROUPS, type NavKey, navItemsFor } from "./nav-items";
import { NavLink } from "./nav-link";

export type SidebarNavProps = {
  navKeys: readonly NavKey[];
  /** Called after a link is followed (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
  /** Screens shown but marked "needs an API extension": the API offers nothing they need. */
  needsExtension?: readonly NavKey[];
};

/** Every menu link; the open screen's (aria-current="page") is highlighted, its icon in the primary colour. */
const linkClass =
  "group flex h-8 items-center gap-2.5 rounded-md px-2 text-sm text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent/70 focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium aria-[current=page]:text-sidebar-accent-foreground";

/**
 * Real links in document order, so Tab walks the menu and the browser's own link handling works.
 * They prefetch on intent (hover, focus), not on sight: see IntentPrefetchLink. In the sidebar
 * this renders on the server, so the menu's icons and labels cost the browser no code; only
 * NavLink, which knows the open screen, runs there. The mobile sheet renders it in the browser.
 */
export function SidebarNav({ navKeys, onNavigate, needsExtension = [] }: SidebarNavProps) {
  const t = useTranslations("nav");
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
                const Icon = item.icon;
                return (
                  <li key={item.key}>
                    <NavLink href={item.href} onNavigate={onNavigate} className={linkClass}>
                      <Icon
                        className="size-4 shrink-0 opacity-70 group-aria-[current=page]:text-primary group-aria-[current=page]:opacity-100"
                        aria-hidden
                      />
                      {t(`items.${item.key}`)}
                      {needsExtension.includes(item.key) ? (
                        <span
                          className="ml-auto truncate text-[11px] text-muted-foreground"
                          title={t("needsExtension")}
                          data-testid="nav-needs-extension"
                        >
                          {t("needsExtension")}
                        </span>
                      ) : null}
                      {item.badge === "approvals" ? <ApprovalsBadge /> : null}
                      {item.badge === "payouts-attention" ? <PayoutsAttentionBadge /> : null}
                    </NavLink>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
