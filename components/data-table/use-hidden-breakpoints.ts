"use client";

import { startTransition, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { type ColumnBreakpoint, MIN_WIDTH } from "./features";

const BREAKPOINTS = Object.keys(MIN_WIDTH) as ColumnBreakpoint[];
const query = (breakpoint: ColumnBreakpoint) => `(min-width: ${MIN_WIDTH[breakpoint]}px)`;

/** The breakpoints the window is narrower than, joined ("xl,2xl" at 1100 px). */
function narrowerThan(): string {
  return BREAKPOINTS.filter((breakpoint) => !window.matchMedia(query(breakpoint)).matches).join(",");
}

/**
 * The `hideBelow` breakpoints the window is narrower than, joined: the cells of those columns
 * are hidden by CSS (HIDE_BELOW) while the operator has not chosen otherwise, so the rows leave
 * them empty and a new page of rows does not build what nobody sees.
 *
 * Empty on the server and through hydration: the server cannot know the width, so its HTML
 * holds every cell and CSS hides what it must. Read once hydrated, as a transition (the rows
 * of the first page are not built again ahead of anything the operator does), then at once
 * whenever the width crosses a breakpoint, before the next paint, so a column the window
 * widens into never shows empty.
 */
export function useHiddenBreakpoints(): string {
  const [hidden, setHidden] = useState("");
  useEffect(() => {
    startTransition(() => setHidden(narrowerThan()));
    const lists = BREAKPOINTS.map((breakpoint) => window.matchMedia(query(breakpoint)));
    const onChange = () => flushSync(() => setHidden(narrowerThan()));
    for (const list of lists) list.addEventListener("change", onChange);
    return () => {
      for (const list of lists) list.removeEventListener("change", onChange);
    };
  }, []);
  return hidden;
}
