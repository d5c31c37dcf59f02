"use client";

import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import type { NavKey } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";

export type MobileNavProps = {
  navKeys: readonly NavKey[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button lives outside the sheet (no Radix trigger), so focus is handed back explicitly. */
  returnFocus: () => void;
};

/** The navigation as a sheet from the left; MobileNavTrigger owns the button and loads this on first use. */
export function MobileNav({ navKeys, open, onOpenChange, returnFocus }: MobileNavProps) {
  const tc = useTranslations("common");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-64 gap-0 bg-sidebar p-0 sm:max-w-64"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetTitle className="flex h-12 items-center border-b px-4 text-sm">{tc("appName")}</SheetTitle>
        <SidebarNav navKeys={navKeys} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
