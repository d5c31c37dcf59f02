"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import type { NavKey } from "./nav-items";

const loadSheet = () => import("./mobile-nav");
const MobileNav = dynamic(() => import("./mobile-nav").then((module) => module.MobileNav), { loading: () => null });

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
