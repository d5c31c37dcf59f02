"use client";

import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";

const OPEN_DELAY_MS = 300;
const GAP_PX = 4;
/** Below the trigger unless that would leave the viewport. */
const ROOM_BELOW_PX = 32;

function placement(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const below = rect.bottom + ROOM_BELOW_PX < window.innerHeight;
  return {
    position: "fixed",
    left: rect.left + rect.width / 2,
    top: below ? rect.bottom + GAP_PX : rect.top - GAP_PX,
    transform: below ? "translateX(-50%)" : "translate(-50%, -100%)",
  };
}

/**
 * A small hover/focus hint: `<Tooltip content="2026-11-22T13:05:00Z"><time>…</time></Tooltip>`.
 * Hand-written instead of Radix Tooltip, which with its positioning engine costs about 12 kB
 * gzip on every page that shows a time. Dense tables need nothing more than this: a short text,
 * shown after a short delay (no flicker), on focus too, dismissed by Escape, leaving or scrolling.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [style, setStyle] = useState<CSSProperties | null>(null);

  // Listeners on the wrapper, not props: it only hears what bubbles up from the child it wraps.
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const hide = () => {
      clearTimeout(timer.current);
      setStyle(null);
    };
    const show = (delay: number) => () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStyle(placement(element)), delay);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    const listeners: [string, EventListener][] = [
      ["pointerenter", show(OPEN_DELAY_MS)],
      ["pointerleave", hide],
      ["focusin", show(0)],
      ["focusout", hide],
      ["keydown", onKey as EventListener],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      clearTimeout(timer.current);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, []);

  useEffect(() => {
    if (!style) return;
    // Fixed to where the trigger was: scrolling would leave it behind, so it closes.
    const close = () => setStyle(null);
    window.addEventListener("scroll", close, { capture: true, once: true });
    return () => window.removeEventListener("scroll", close, { capture: true });
  }, [style]);

  return (
    <span ref={anchor} aria-describedby={style ? id : undefined}>
      {children}
      {style
        ? createPortal(
            <span
              id={id}
              role="tooltip"
              style={style}
              className="pointer-events-none z-50 max-w-xs rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md animate-fade-in"
            >
              {content}
            </span>,
            document.body,
          )
        : null}
    </span>
  );
}
