"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useState } from "react";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { NavKey } from "./nav-items";
import { usePaletteShortcut } from "./palette-shortcut";

const loadPalette = () => import("./command-palette");
// The palette (cmdk, the Radix dialog, the screen list) loads on first use: a click or the shortcut.
const CommandPalette = dynamic(() => import("./command-palette").then((module) => module.CommandPalette));

/**
 * The header's search button and the Ctrl/Cmd+K listener: all the palette every page pays for
 * (the button's content, `children`, is rendered by the server shell). The first click or press
 * renders the palette, open as soon as its code arrives. From then on the palette's own listener
 * toggles it; this one only asks for it, so presses while the code is on its way cannot close it
 * before it was ever seen.
 */
export function CommandPaletteTrigger({ navKeys, children }: { navKeys: readonly NavKey[]; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  usePaletteShortcut(() => setPressed(true));
  const button = (standIn: StandInProps) => (
    <button
      type="button"
      aria-keyshortcuts="Control+K Meta+K"
      aria-haspopup="dialog"
      className="flex h-8 w-full max-w-72 items-center gap-2 rounded-md border border-input bg-card px-2.5 text-sm text-muted-foreground shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      {...standIn}
    >
      {children}
    </button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadPalette} used={pressed}>
      <CommandPalette navKeys={navKeys} trigger={button({})} />
    </OnFirstUse>
  );
}
