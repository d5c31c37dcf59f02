"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { ApiEnvironment } from "./nav-items";
import { SidebarNav } from "./sidebar-nav";

export function MobileNav({ apiEnv }: { apiEnv: ApiEnvironment }) {
  const t = useTranslations("nav");
  const tc = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")}>
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-64 gap-0 bg-sidebar p-0 sm:max-w-64" aria-describedby={undefined}>
        <SheetTitle className="flex h-12 items-center border-b px-4 text-sm">{tc("appName")}</SheetTitle>
        <SidebarNav apiEnv={apiEnv} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
