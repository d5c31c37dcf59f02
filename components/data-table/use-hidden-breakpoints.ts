"use client";

import { useSyncExternalStore } from "react";
import { type ColumnBreakpoint, MIN_WIDTH } from "./features";

const BREAKPOINTS = Object.keys(MIN_WIDTH) as ColumnBreakpoint[];

let lists: readonly (readonly [ColumnBreakpoint, MediaQueryList])[] | undefined;
/** One media query per breakpoint, made once (browser only). */
const mediaLists = () => {
  lists ??= BREAKPOINTS.map((b) => [b, window.matchMedia(`(min-width: ${MIN_WIDTH[b]}px)`)] as const);
  return lists;
};

function subscribe(onChange: () => void): () => void {
  for (const [, list] of mediaLists()) list.addEventListener("change", onChange);
  return () => {
    for (const [, list] of mediaLists()) list.removeEventListener("change", onChange);
  };
}

/** The breakpoints the window is narrower than, joined ("xl,2xl" at 1100 px). */
const narrowerThan = () =>
  mediaLists()
    .filter(([, list]) => !list.matches)
    .map(([breakpoint]) => breakpoint)
    .join(",");

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
