"use client";

import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import type { ReactNode } from "react";
import type { NavKey } from "./nav-items";

const loadSheet = () => import("./mobile-nav");
const MobileNav = lazyComponent(() => loadSheet().then((module) => module.MobileNav));

/**
 * The narrow-screen menu button. The sheet with the navigation (a Radix dialog) is fetched when a
 * pointer or focus reaches the button and mounts on the first tap, opening as soon as its code
 * arrives; wide screens, which show the sidebar, never load it.
 */
export function MobileNavTrigger({
  navKeys,
  label,
  children,
}: {
  navKeys: readonly NavKey[];
  /** The button's accessible name ("Open menu"). */
  label: string;
  /** The button's icon, rendered by the server shell. */
  children: ReactNode;
}) {
  const { open, setOpen, mounted, button, triggerProps } = useLazyPopup(loadSheet);
  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={label}
        aria-haspopup="dialog"
      >
        {children}
      </Button>
      {mounted ? (
        <MobileNav navKeys={navKeys} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
      ) : null}
    </>
  );
}
