"use client";

import { useRef, useState } from "react";

type OutsideEvent = { target: EventTarget | null; preventDefault: () => void };

/**
 * State for a button whose popup (menu, listbox, popover) is a separate chunk fetched on first
 * use: the button ships with the page, the popup's code (Radix, cmdk, positioning) does not.
 * The chunk is prefetched when the pointer or focus reaches the button, and the popup mounts
 * on the first click (or when opened from outside). The popup anchors to the button, so the
 * button never changes identity and keeps focus while the chunk arrives.
 */
export function useLazyPopup(load: () => Promise<unknown>, openProp?: boolean, onOpenChange?: (open: boolean) => void) {
  const [openState, setOpenState] = useState(false);
  const [used, setUsed] = useState(false);
  const open = openProp ?? openState;
  const setOpen = onOpenChange ?? setOpenState;
  const button = useRef<HTMLButtonElement>(null);
  const interactedOutside = useRef(false);
  const prefetch = () => void load();

  /** For the popup's content: a press on the button toggles (not dismiss-then-reopen); focus returns to it. */
  const contentProps = {
    onInteractOutside: (event: OutsideEvent) => {
      if (event.target instanceof Node && button.current?.contains(event.target)) event.preventDefault();
      else interactedOutside.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!interactedOutside.current) button.current?.focus();
      interactedOutside.current = false;
    },
  };

  return {
    open,
    setOpen,
    /** Mount the popup component: it has been used, or someone opened it. */
    mounted: used || open,
    button,
    /** Everything the lazily loaded popup takes from its button, to spread onto it. */
    popupProps: { open, setOpen, button, contentProps },
    triggerProps: {
      ref: button,
      "aria-expanded": open,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        setUsed(true);
        setOpen(!open);
      },
    },
  };
}

/** What a lazily loaded popup receives from its button. */
export type LazyPopupProps = ReturnType<typeof useLazyPopup>["popupProps"];
