import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";
import { apiCount, pickStatus, rowStatuses } from "./payouts-api";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ storageState: authState("ops") });

/** The statuses the rows on screen show, each once. */
const shownStatuses = async (page: Page) => [...new Set(await rowStatuses(page))];

/**
 * A status pick is one history entry with the status in the URL, and every row shown is then of
 * that status, each row element standing for one payout (rows are keyed by id, so a row's
 * element never shows another payout's values).
 */
test("a status pick shows its rows, writes one history entry, and Back leaves the filter", async ({ page }) => {
  const status = (await apiCount({ status: "FAILED" })) > 0 ? "FAILED" : "COMPLETED";
  await page.goto("/payouts");
  await expect(page.locator("tbody tr[data-row-id]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Counts the list's own history entries (through the history API as patched by Next's router).
  await page.evaluate(() => {
    const pushes: string[] = [];
    (window as unknown as { pushes: string[] }).pushes = pushes;
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      pushes.push(String(url));
      push(data, unused, url);
    };
  });
  const firstRow = page.locator("tbody tr[data-row-id]").first();
  const before = await firstRow.getAttribute("data-row-id");
  const firstElement = await firstRow.elementHandle();

  await pickStatus(page, status);
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await expect.poll(() => shownStatuses(page)).toEqual([status]);
  // Keyed by id: the old first row's element is either gone or still shows that same payout.
  const after = await firstElement?.evaluate((row) => (row.isConnected ? row.getAttribute("data-row-id") : null));
  expect(after === null || after === before).toBe(true);

  const pushes = await page.evaluate(() => (window as unknown as { pushes: string[] }).pushes);
  expect(pushes.filter((url) => url.includes(`status=${status}`))).toHaveLength(1);
  // Back leaves the filter: the pick is a history entry of its own.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole("button", { name: "Clear Status filter" })).toHaveCount(0);
});

/**
 * While a picked filter's rows are on their way, the rows on screen are left alone: the screen
 * around them renders for the pick (the filter's button, the URL), but no cell of the old rows
 * is rebuilt, and nothing dims for an answer that comes quickly. A slow answer dims the rows and
 * shows the progress line until it arrives. The list's answer is held back here by the browser
 * (Playwright's routing), so "before the answer" is a state the test can look at.
 */
test("a pick leaves the rows on screen untouched until its answer, and marks only a slow one", async ({ page }) => {
  const status = (await apiCount({ status: "FAILED" })) > 0 ? "FAILED" : "COMPLETED";
  await page.goto("/payouts");
  const firstRow = page.locator("tbody tr[data-row-id]").first();
  await expect(firstRow).toBeVisible();
  await page.waitForLoadState("networkidle");
  // One element of every cell of the first row (its text or markup inside the cell).
  const cells = await firstRow.locator("td > *").elementHandles();
  expect(cells.length).toBeGreaterThan(3);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/payouts" && url.searchParams.get("status") === status,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const body = page.locator("tbody");
  await pickStatus(page, status);
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  // The list says at once that it is busy; past the short grace of a quick answer it dims too.
  await expect(page.locator('[aria-busy="true"]').filter({ has: body })).toHaveCount(1);
  await expect(body).toHaveClass(/opacity-70/);
  const connected = await Promise.all(cells.map((cell) => cell.evaluate((element) => element.isConnected)));
  expect(connected.every(Boolean)).toBe(true);

  release();
  await expect.poll(() => shownStatuses(page)).toEqual([status]);
  await expect(body).not.toHaveClass(/opacity-70/);
});
