import { useTranslations } from "next-intl";
import { IntentPrefetchLink } from "./intent-prefetch-link";
import type { NavKey } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";

export function AppLogo() {
  const t = useTranslations("common");
  return (
    <IntentPrefetchLink
      href="/"
      className="flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden
        className="grid size-6 place-items-center rounded-md bg-primary text-xs text-primary-foreground"
      >
        R
      </span>
      <span className="truncate">{t("appName")}</span>
    </IntentPrefetchLink>
  );
}

/** Fixed left column on wide screens; on narrow screens the same nav opens from the header (MobileNav). */
export function Sidebar({
  navKeys,
  needsExtension,
}: {
  navKeys: readonly NavKey[];
  needsExtension?: readonly NavKey[];
}) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-56 shrink-0 flex-col self-start border-r bg-sidebar md:flex">
      <div className="flex h-12 items-center border-b px-2">
        <AppLogo />
      </div>
      <div className="flex-1 overflow-y-auto">
        <SidebarNav navKeys={navKeys} needsExtension={needsExtension} />
      </div>
    </aside>
  );
}
