import { expect as baseExpect, test } from "@playwright/test";
import { apiCount } from "./payouts-api";
import { authState } from "./paths";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ storageState: authState("ops") });

type UrlWrite = { url: string; rowsShown: boolean };

/**
 * Writing the list's URL sets Next's router off (a re-render of the page, a remount of the
 * document head, a favicon refetch): the URL is written once the picked status's rows are on
 * screen, not in the click before them.
 */
test("a status pick shows its rows first, in the same row elements, and writes the URL after them", async ({
  page,
}) => {
  const status = (await apiCount({ status: "FAILED" })) > 0 ? "FAILED" : "COMPLETED";
  await page.goto("/payouts");
  await expect(page.locator("tbody tr[data-row-id]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Wraps the history API as patched by Next's router, so the list's own writes are seen.
  await page.evaluate((target) => {
    const writes: UrlWrite[] = [];
    (window as unknown as { urlWrites: UrlWrite[] }).urlWrites = writes;
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      const badges = [...document.querySelectorAll("tbody tr[data-row-id] [data-status]")];
      const rowsShown = badges.length > 0 && badges.every((b) => b.getAttribute("data-status") === target);
      writes.push({ url: String(url), rowsShown });
      push(data, unused, url);
    };
  }, status);

  // The first row's element, to see that new rows fill the rows already there.
  const firstRow = await page.locator("tbody tr[data-row-id]").first().elementHandle();

  await page
    .getByRole("button", { name: /^Status/ })
    .first()
    .click();
  await page.getByRole("option", { name: new RegExp(`^${status}\\b`) }).click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await expect(page.locator("tbody tr[data-row-id] [data-status]").first()).toHaveAttribute("data-status", status);
  // Rows are keyed by position: React refills them instead of building every row again.
  expect(await firstRow?.evaluate((row) => row.isConnected && row.querySelector("[data-status]")?.textContent)).toBe(
    status,
  );

  const writes = await page.evaluate(() => (window as unknown as { urlWrites: UrlWrite[] }).urlWrites);
  const write = writes.find((w) => w.url.includes(`status=${status}`));
  expect(write, JSON.stringify(writes)).toBeDefined();
  expect(write?.rowsShown).toBe(true);
  // Back still leaves the filter: the write is a history entry of its own.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
});
