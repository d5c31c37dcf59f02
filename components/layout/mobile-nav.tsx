"use client";

import { useTranslations } from "next-intl";
import { type ReactElement, useState } from "react";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { NavKey } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";

export type MobileNavProps = {
  navKeys: readonly NavKey[];
  needsExtension?: readonly NavKey[];
  /** The menu button, drawn by MobileNavTrigger. */
  trigger: ReactElement;
};

/**
 * The narrow-screen menu: its button and the navigation as a sheet from the left. MobileNavTrigger
 * loads this module on the button's first use and renders it open; following a link closes it.
 */
export function MobileNav({ navKeys, needsExtension, trigger }: MobileNavProps) {
  const tc = useTranslations("common");
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="left" className="w-64 gap-0 bg-sidebar p-0 sm:max-w-64" aria-describedby={undefined}>
        <SheetTitle className="flex h-12 items-center border-b px-4 text-sm">{tc("appName")}</SheetTitle>
        <SidebarNav navKeys={navKeys} needsExtension={needsExtension} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
