"use client";

import { useEffect, useEffectEvent } from "react";

/** Ctrl+K, or Cmd+K on a Mac: the command palette's shortcut, announced by its button's aria-keyshortcuts. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
}

/**
 * Calls `onPress` on the palette's shortcut anywhere on the page, and keeps the browser's own
 * Ctrl+K (its search bar) from taking the keystroke.
 */
export function usePaletteShortcut(onPress: () => void) {
  const press = useEffectEvent(onPress);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      press();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
