"use client";

import { useSyncExternalStore } from "react";
import { type ColumnBreakpoint, MIN_WIDTH } from "./features";

const BREAKPOINTS = Object.keys(MIN_WIDTH) as ColumnBreakpoint[];

/**
 * The breakpoints the window is narrower than, joined ("xl,2xl" at 1100 px): kept here and
 * updated when a breakpoint's media query changes, so a render reads a string rather than
 * asking the browser (a media query's `matches` may bring its styles up to date first).
 */
let narrower = "";
const subscribers = new Set<() => void>();
let watching = false;

function watch(): void {
  if (watching) return;
  watching = true;
  const lists = BREAKPOINTS.map((b) => [b, window.matchMedia(`(min-width: ${MIN_WIDTH[b]}px)`)] as const);
  const update = () => {
    narrower = lists
      .filter(([, list]) => !list.matches)
      .map(([breakpoint]) => breakpoint)
      .join(",");
  };
  update();
  // For the page's life, whoever is subscribed: a table mounted later starts from the current width.
  for (const [, list] of lists)
    list.addEventListener("change", () => {
      update();
      for (const notify of subscribers) notify();
    });
}

function subscribe(onChange: () => void): () => void {
  watch();
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
  };
}

function narrowerThan(): string {
  watch();
  return narrower;
}

/** Everything shown: the server cannot know the width, so its HTML holds every cell. */
const onServer = () => "";

/**
 * The `hideBelow` breakpoints the window is narrower than, joined. The cells of those columns
 * are hidden by CSS (HIDE_BELOW) while the operator has not chosen otherwise, so DataTable's rows
 * leave them empty and a new page of rows does not build what nobody sees. Empty on the server
 * and through hydration; it follows the window as it crosses a breakpoint.
 */
export function useHiddenBreakpoints(): string {
  return useSyncExternalStore(subscribe, narrowerThan, onServer);
}

/**
 * Whether rows drawn with the cells of `before` hidden need drawing again for `after`: only when
 * a breakpoint hidden before is not any more (a column the window widened into must not show
 * empty). Cells the window newly hides keep what they hold, out of sight: emptying them would be
 * work for nothing, the first time most of all (every row again right after hydration).
 */
export const revealsCells = (before: string, after: string): boolean => {
  const still = after.split(",");
  return before.split(",").some((breakpoint) => breakpoint !== "" && !still.includes(breakpoint));
};
