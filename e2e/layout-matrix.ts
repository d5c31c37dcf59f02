import { pairwise } from "./pairwise";
import {
  SCREEN_LOCALES,
  SCREEN_THEMES,
  SCREEN_WIDTHS,
  type ScreenLocale,
  type ScreenState,
  type ScreenTheme,
} from "./screen-catalog";

/**
 * The layout matrix: for every state of the screen catalogue, the looks (width × theme ×
 * language) the layout checks run at. Pairwise, not the full product: every pair of values
 * (390 px in Spanish, dark at 1920 px, dark in Spanish…) appears at least once per state, in
 * 8 looks instead of 16, which keeps `npm test` inside its half hour. A state limited to some
 * widths (the phone menu) gets every pair of those.
 */

export type Look = { width: number; theme: ScreenTheme; locale: ScreenLocale };

/** The screenshot baselines' slice: always among a state's looks, and its first. */
export const BASELINE_LOOK: Look = { width: 1440, theme: "light", locale: "en" };

export function looksFor(state: Pick<ScreenState, "widths">): Look[] {
  const widths = SCREEN_WIDTHS.filter((w) => !state.widths || state.widths.includes(w));
  return pairwise<Look>({ width: widths, theme: SCREEN_THEMES, locale: SCREEN_LOCALES }, [BASELINE_LOOK]);
}

/** The looks grouped by language, in matrix order: the page is opened once per language. */
export function looksByLocale(state: Pick<ScreenState, "widths">): { locale: ScreenLocale; looks: Look[] }[] {
  const looks = looksFor(state);
  return SCREEN_LOCALES.map((locale) => ({ locale, looks: looks.filter((look) => look.locale === locale) })).filter(
    (group) => group.looks.length > 0,
  );
}
