import { MenuIcon, SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { StepUpProvider } from "@/components/auth/step-up-context";
import { CommandPaletteTrigger } from "./command-palette-trigger";
import { MobileNavTrigger } from "./mobile-nav-trigger";
import type { NavKey } from "./nav-items";
import { NotificationBell } from "./notification-bell";
import { OperatorMenuButton } from "./operator-menu-button";
import { Sidebar } from "./sidebar";
import { TimeZoneSync } from "./time-zone-sync";

export type ShellOperator = { name: string; email: string; customerName?: string };

export type AppShellProps = {
  operator: ShellOperator;
  /** The screens this operator can read (visibleNavKeys): sandbox-only ones and unreadable ones are left out. */
  navKeys: readonly NavKey[];
  /** Of those, the ones marked "needs an API extension" (keysNeedingExtension). */
  needsExtension?: readonly NavKey[];
  children: ReactNode;
};

/** MAIN_CONTENT_ID is the skip link's target; pages render inside it. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The frame of every signed-in page: skip link, sidebar, header with the command palette and
 * operator menu, and the main landmark. The environment banner sits above it in the root layout.
 */
export function AppShell({ operator, navKeys, needsExtension, children }: AppShellProps) {
  const t = useTranslations("shell");
  const tNav = useTranslations("nav");
  return (
    <div className="flex flex-1 flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[60] rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        {t("skipToContent")}
      </a>
      <div className="flex min-h-0 flex-1">
        <Sidebar navKeys={navKeys} needsExtension={needsExtension} />
        <div className="flex min-w-0 flex-1 flex-col">
          {/* The header buttons' content renders here, on the server; only their behaviour ships as script. */}
          <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-5">
            <MobileNavTrigger navKeys={navKeys} needsExtension={needsExtension} label={tNav("openMenu")}>
              <MenuIcon aria-hidden />
            </MobileNavTrigger>
            <CommandPaletteTrigger navKeys={navKeys}>
              <SearchIcon className="size-4" aria-hidden />
              <span className="flex-1 truncate text-left">{t("palette.open")}</span>
              <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[10px] sm:inline">
                {t("palette.shortcut")}
              </kbd>
            </CommandPaletteTrigger>
            <div className="ml-auto flex items-center gap-1">
              <NotificationBell />
              <OperatorMenuButton operator={operator} label={t("operator.menuLabel")} />
            </div>
          </header>
          {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-3 py-5 outline-none md:px-6">
            {/* The "Confirm it's you" dialog that sensitive actions open (useStepUpAction). */}
            <StepUpProvider>{children}</StepUpProvider>
          </main>
        </div>
      </div>
      <TimeZoneSync />
    </div>
  );
}
