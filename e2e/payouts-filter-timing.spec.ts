import { expect as baseExpect, test } from "@playwright/test";
import { authState } from "./paths";
import { apiCount } from "./payouts-api";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ storageState: authState("ops") });

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

  await page
    .getByRole("button", { name: /^Status/ })
    .first()
    .click();
  await page.getByRole("option", { name: new RegExp(`^${status}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await expect
    .poll(() =>
      page
        .locator("tbody tr[data-row-id] [data-status]")
        .evaluateAll((badges) => [...new Set(badges.map((b) => b.getAttribute("data-status")))]),
    )
    .toEqual([status]);
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
