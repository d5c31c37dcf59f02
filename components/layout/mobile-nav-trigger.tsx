"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ApiEnvironment } from "./nav-items";

const loadSheet = () => import("./mobile-nav");
const MobileNav = lazy(() => loadSheet().then((module) => ({ default: module.MobileNav })));

/**
 * The narrow-screen menu button. The sheet with the navigation (a Radix dialog) is fetched on the
 * first tap and opens as soon as it arrives; wide screens, which show the sidebar, never load it.
 */
export function MobileNavTrigger({ apiEnv }: { apiEnv: ApiEnvironment }) {
  const t = useTranslations("nav");
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNav apiEnv={apiEnv} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
