import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { clippedText, overlappingRegions, overlappingText, pageOverflow, seriousAxeFindings } from "./layout-checks";
import { authState } from "./paths";
import {
  messageLookup,
  type Operator,
  openState,
  SCREEN_STATES,
  SCREEN_TIME_ZONE,
  SCREEN_WIDTHS,
  type ScreenState,
  VOLATILE_SELECTORS,
} from "./screen-catalog";

/**
 * Every screen and key state of e2e/screen-catalog.ts (the ones `npm run screens` shows), at every
 * width: no sideways page scroll, no overlapping cards or landmarks, no clipped button or badge
 * text; axe in light and dark; a screenshot baseline at 1440 px, light, English. The layout
 * checks run again in Spanish, whose labels are longer.
 *
 * The ops screens are looked at as the other customer's operator (every permission, like ops):
 * no other spec changes that customer's data before the tenancy project runs, so its lists read
 * the same on every run while the rest of the suite writes to Acme in parallel.
 *
 * Baselines live in e2e/__screenshots__/ (playwright.config.ts). After a deliberate change to a
 * screen: `npx playwright test e2e/layout.spec.ts --update-snapshots`, look at the new PNGs, and
 * commit them with the change.
 */

const BASELINE_WIDTH = 1440;

/** Fixed boxes for times while a baseline is taken, so the clock cannot move the layout. */
const SCREENSHOT_STYLE = path.resolve("e2e/screenshot.css");

/** Who looks in the suite: the catalogue's ops screens are seen by the other customer's operator. */
function e2eOperator(state: ScreenState): Exclude<Operator, "ops"> | null {
  return state.operator === "ops" ? "other" : state.operator;
}

/**
 * States whose screenshot cannot be repeated, checked but not compared: the compliance queue is
 * Acme's, which other specs add accounts to; the new-user form proposes a fresh random external
 * id each time, and the sheet's scroll follows the first invalid field.
 */
const NO_BASELINE = new Set(["accounts-compliance", "users-create-errors"]);

/**
 * Findings accepted for a while, by screen id: each pattern is matched against "<width or theme>
 * <finding>" and must say what is wrong. Empty: every screen passes as it is.
 */
const KNOWN_PROBLEMS: Record<string, readonly RegExp[]> = {};

/** The width a state is opened at: the baseline's when the state has it. */
const firstWidth = (widths: readonly number[]) =>
  widths.includes(BASELINE_WIDTH) ? BASELINE_WIDTH : (widths[0] ?? BASELINE_WIDTH);

/** At each width: no sideways page scroll, no overlapping regions or text, no clipped text. */
async function checkLayout(page: Page, widths: readonly number[], known: readonly RegExp[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // One frame for the layout to follow the new width.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const unknown = (found: string[]) => found.filter((p) => !known.some((k) => k.test(`${width} ${p}`)));
    expect.soft(unknown(await pageOverflow(page)), `page overflow at ${width}px`).toEqual([]);
    expect.soft(unknown(await overlappingRegions(page)), `overlapping regions at ${width}px`).toEqual([]);
    expect.soft(unknown(await overlappingText(page)), `overlapping text at ${width}px`).toEqual([]);
    expect.soft(unknown(await clippedText(page)), `clipped text at ${width}px`).toEqual([]);
  }
}

const states = SCREEN_STATES.filter((s) => s.operator !== "other");

for (const state of states) {
  test.describe(state.id, () => {
    const operator = e2eOperator(state);
    if (operator) test.use({ storageState: authState(operator) });
    test.use({ timezoneId: SCREEN_TIME_ZONE, locale: "en-US", viewport: { width: BASELINE_WIDTH, height: 900 } });

    test(`${state.id}: fits every width, passes axe in both themes, matches its baseline`, async ({ page }) => {
      test.setTimeout(180_000);
      const widths = SCREEN_WIDTHS.filter((w) => !state.widths || state.widths.includes(w));
      const first = firstWidth(widths);
      await page.setViewportSize({ width: first, height: 900 });
      await openState(state, { page, locale: "en", m: messageLookup("en") });

      if (first === BASELINE_WIDTH && !NO_BASELINE.has(state.id)) {
        await expect.soft(page).toHaveScreenshot(`${state.id}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: [...VOLATILE_SELECTORS, ...(state.masks ?? [])].map((s) => page.locator(s)),
          stylePath: SCREENSHOT_STYLE,
        });
      }

      const known = KNOWN_PROBLEMS[state.id] ?? [];
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const findings = (await seriousAxeFindings(page)).filter((f) => !known.some((k) => k.test(`${theme} ${f}`)));
        expect.soft(findings, `axe, ${theme}`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: "light" });

      await checkLayout(page, widths, known);
    });

    // Spanish labels run longer than English ones: the same layout checks at every width.
    test.describe("in Spanish", () => {
      test.use({ locale: "es-CO" });

      test(`${state.id}: fits every width in Spanish`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        await page.context().addCookies([{ name: "locale", value: "es", url: baseURL ?? "" }]);
        const widths = SCREEN_WIDTHS.filter((w) => !state.widths || state.widths.includes(w));
        // Opened at the same width as in English: some states' steps depend on it (the sidebar's links).
        await page.setViewportSize({ width: firstWidth(widths), height: 900 });
        await openState(state, { page, locale: "es", m: messageLookup("es") });
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await checkLayout(page, widths, KNOWN_PROBLEMS[state.id] ?? []);
      });
    });
  });
}
