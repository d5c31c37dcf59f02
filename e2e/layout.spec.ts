import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sandboxURL } from "../playwright.config";
import { apiDownAhead } from "./api-outage";
import { clippedText, overlappingRegions, overlappingText, pageOverflow, seriousAxeFindings } from "./layout-checks";
import { BASELINE_LOOK, type Look, looksByLocale } from "./layout-matrix";
import { authState } from "./paths";
import {
  messageLookup,
  type Operator,
  openState,
  SCREEN_STATES,
  SCREEN_TIME_ZONE,
  type ScreenState,
  VOLATILE_SELECTORS,
} from "./screen-catalog";

/**
 * The layout matrix: every state of e2e/screen-catalog.ts (the ones `npm run screens` shows) ×
 * width × theme × language, pairwise (e2e/layout-matrix.ts: every pair of values at least once
 * per state). At each look: no sideways page scroll, no overlapping cards or landmarks, no text
 * over other text, no clipped button or badge text, and axe's WCAG 2.0/2.1/2.2 A and AA rules
 * and best practices (target size included) with no serious or critical finding. A screenshot
 * baseline for the 1440 px, light, English slice. One test per state and language: the page is
 * opened once in each, reached as an operator would, then looked at in each of its looks.
 *
 * The ops screens are looked at as the other customer's operator (every permission, like ops):
 * no other spec changes that customer's data before the tenancy project runs, so its lists read
 * the same on every run while the rest of the suite writes to Acme in parallel. The API-down
 * states are looked at as outage@other.example, the one operator whose requests the sandbox's
 * faker outage fails (e2e/api-outage.ts), so the specs running beside them notice nothing.
 *
 * Baselines live in e2e/__screenshots__/ (playwright.config.ts). After a deliberate change to a
 * screen: `npx playwright test e2e/layout.spec.ts --update-snapshots`, look at the new PNGs, and
 * commit them with the change.
 */

/** Fixed boxes for times while a baseline is taken, so the clock cannot move the layout. */
const SCREENSHOT_STYLE = path.resolve("e2e/screenshot.css");

/** Who looks in the suite: the catalogue's ops screens are seen by the other customer's operator. */
function e2eOperator(state: ScreenState): Exclude<Operator, "ops"> | null {
  return state.operator === "ops" ? "other" : state.operator;
}

/**
 * States whose screenshot cannot be repeated, checked but not compared: the compliance queue and
 * the account pages opened from it are Acme's, whose accounts other specs add and decide in
 * parallel (the first pending account, its position "1 of N" and the menu's counts change with
 * the order the specs run in); the new-user form proposes a fresh random external
 * id each time, and the sheet's scroll follows the first invalid field; the payout sheet's "Who is
 * on it" panel is scrolled to wherever the note form left focus, under the note's "Saved" toast;
 * the audit log gains a row each time the payouts sync signs in, and the states before it add theirs;
 * the payouts list with the API down words its outage as the API did (its message and request id)
 * while the operator's access token lasts, and as the dashboard does once the refresh is refused
 * too, which depends on how long after sign-in the state runs.
 */
const NO_BASELINE = new Set([
  "accounts-compliance",
  "account-approve-confirm",
  "account-reject-other",
  "account-detail-spei",
  "users-create-errors",
  "payouts-sheet-work",
  "audit",
  "audit-details",
  "payouts-api-down",
]);

/**
 * Findings accepted for a while, by screen id: each pattern is matched against "<look>
 * <finding>" (look as "1440 light en") and must say what is wrong. Empty: every screen passes.
 */
const KNOWN_PROBLEMS: Record<string, readonly RegExp[]> = {};

const lookName = (look: Look) => `${look.width} ${look.theme} ${look.locale}`;

/** Sets the look's width and theme on the open page; the language is the page's own. */
async function applyLook(page: Page, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: 900 });
  await page.emulateMedia({ colorScheme: look.theme });
  await expect(page.locator("html")).toHaveClass(look.theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // From the top: a form scrolled to its first error slides under the sticky header, by design.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Two frames for the layout to follow the new width.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Every check at one look, soft: one run reports every look's findings. */
async function checkLook(page: Page, look: Look, known: readonly RegExp[]): Promise<void> {
  const name = lookName(look);
  const unknown = (found: string[]) => found.filter((p) => !known.some((k) => k.test(`${name} ${p}`)));
  expect.soft(unknown(await pageOverflow(page)), `page overflow at ${name}`).toEqual([]);
  expect.soft(unknown(await overlappingRegions(page)), `overlapping regions at ${name}`).toEqual([]);
  expect.soft(unknown(await overlappingText(page)), `overlapping text at ${name}`).toEqual([]);
  expect.soft(unknown(await clippedText(page)), `clipped text at ${name}`).toEqual([]);
  expect.soft(unknown(await seriousAxeFindings(page)), `axe at ${name}`).toEqual([]);
}

const states = SCREEN_STATES.filter((s) => s.operator !== "other");

// The API-down states come last in the catalogue and need an outage older than the dashboard's
// caches (e2e/api-outage.ts): started as the matrix begins, it is by the time they run, so no
// worker sits out the half minute (both used to, at once, on the two languages' first state).
test.beforeAll(async () => {
  await apiDownAhead(sandboxURL);
});

for (const state of states) {
  test.describe(state.id, () => {
    const operator = e2eOperator(state);
    if (operator) test.use({ storageState: authState(operator) });
    test.use({ timezoneId: SCREEN_TIME_ZONE });

    for (const { locale, looks } of looksByLocale(state)) {
      test.describe(locale, () => {
        test.use({ locale: locale === "es" ? "es-CO" : "en-US" });

        test(`${state.id} ${locale}: ${looks.map((l) => `${l.width} ${l.theme}`).join(", ")}`, async ({
          page,
          baseURL,
        }) => {
          test.setTimeout(180_000);
          if (locale !== "en") await page.context().addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
          const [first] = looks;
          if (!first) return;
          // Opened at its first look's width: some states' steps depend on it (the sidebar's links).
          await page.setViewportSize({ width: first.width, height: 900 });
          await page.emulateMedia({ colorScheme: first.theme });
          await openState(state, { page, locale, m: messageLookup(locale), sandboxURL });
          await expect(page.locator("html")).toHaveAttribute("lang", locale);

          const known = KNOWN_PROBLEMS[state.id] ?? [];
          for (const look of looks) {
            await applyLook(page, look);
            if (lookName(look) === lookName(BASELINE_LOOK) && !NO_BASELINE.has(state.id)) {
              await expect.soft(page).toHaveScreenshot(`${state.id}.png`, {
                fullPage: true,
                animations: "disabled",
                caret: "hide",
                mask: [...VOLATILE_SELECTORS, ...(state.masks ?? [])].map((s) => page.locator(s)),
                stylePath: SCREENSHOT_STYLE,
              });
            }
            await checkLook(page, look, known);
          }
        });
      });
    }
  });
}
