"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { NavKey } from "./nav-items";

const loadSheet = () => import("./mobile-nav");
const MobileNav = dynamic(() => import("./mobile-nav").then((module) => module.MobileNav));

/**
 * The narrow-screen menu button. The sheet with the navigation (a Radix dialog) is fetched when a
 * pointer or focus reaches the button and renders on the first tap, opening as soon as its code
 * arrives; wide screens, which show the sidebar, never load it.
 */
export function MobileNavTrigger({
  navKeys,
  needsExtension,
  label,
  children,
}: {
  navKeys: readonly NavKey[];
  needsExtension?: readonly NavKey[];
  /** The button's accessible name ("Open menu"). */
  label: string;
  /** The button's icon, rendered by the server shell. */
  children: ReactNode;
}) {
  const button = (standIn: StandInProps) => (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={label} aria-haspopup="dialog" {...standIn}>
      {children}
    </Button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadSheet}>
      <MobileNav navKeys={navKeys} needsExtension={needsExtension} trigger={button({})} />
    </OnFirstUse>
  );
}
