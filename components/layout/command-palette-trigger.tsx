"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useState } from "react";
import type { NavKey } from "./nav-items";

const loadPalette = () => import("./command-palette");
/** Whether the palette's code has arrived (once per tab); until then a press can only open it. */
let paletteReady = false;
function fetchPalette() {
  void loadPalette().then(() => {
    paletteReady = true;
  });
}
const CommandPalette = dynamic(() => import("./command-palette").then((module) => module.CommandPalette), {
  loading: () => null,
});

/**
 * The header's search button and the Ctrl/Cmd+K listener: all the palette every page pays for
 * (the button's content, `children`, is rendered by the server shell).
 * The palette (cmdk, the dialog, the screen list) is fetched on first use and opens as soon as
 * it arrives; presses before that only ask for it open, so an impatient second press does not
 * close it again before it was ever seen.
 */
export function CommandPaletteTrigger({ navKeys, children }: { navKeys: readonly NavKey[]; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        fetchPalette();
        setRequested(true);
        setOpen((value) => (paletteReady ? !value : true));
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  function openPalette() {
    fetchPalette();
    setRequested(true);
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={openPalette}
        // A pointer on its way to the button is a good moment to start the download.
        onPointerEnter={fetchPalette}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="flex h-8 w-full max-w-72 items-center gap-2 rounded-md border border-input bg-card px-2.5 text-sm text-muted-foreground shadow-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
      </button>
      {requested ? <CommandPalette navKeys={navKeys} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
