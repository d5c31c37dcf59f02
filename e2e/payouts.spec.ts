import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { authState } from "./paths";
import { apiAll, apiCount, apiCreatePayout, apiList, pickStatus, rowIds, rowStatuses } from "./payouts-api";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Signed in as the ops operator (saved by the auth set-up project). */
test.use({ storageState: authState("ops") });

const PHASE_STATUSES = {
  GENERAL: ["COMPLETED", "FAILED", "ERROR", "REFUNDED", "CREATED"],
  CASH_IN: ["CASH_IN_PENDING", "CASH_IN_PROCESSING", "CASH_IN_REQUESTED", "CASH_IN_FAILED", "CASH_IN_CREATED"],
  KYT_OUT: ["KYT_OUT_PENDING", "KYT_OUT_PROCESSING", "KYT_OUT_FAILED", "KYT_OUT_CREATE", "KYT_OUT_COMPLETED"],
  CASH_OUT: ["CASH_OUT_PENDING_FILE", "CASH_OUT_PENDING", "CASH_OUT_PROCESSING", "CASH_OUT_FAILED", "CASH_OUT_CREATED"],
  REFUND: ["REFUND_PENDING", "REFUND_PROCESSING", "REFUND_COMPLETED", "REFUND_FAILED", "REFUND_CREATED"],
} as const;

/** The first listed status of a phase that has payouts in the seeded sandbox. */
async function populatedStatus(candidates: readonly string[]): Promise<{ status: string; count: number }> {
  for (const status of candidates) {
    const count = await apiCount({ status });
    if (count > 0) return { status, count };
  }
  throw new Error(`no seeded payouts in ${candidates.join(", ")}`);
}

/**
 * Opens a row's side sheet. A click that lands before the table has hydrated follows the row's
 * plain link to the payout's own page instead (the product's answer to an early click): that
 * page is checked, then the test goes back and clicks again for the sheet.
 */
async function openRowDetail(page: Page, row: Locator) {
  const id = (await row.getAttribute("data-row-id")) ?? "";
  const list = page.url();
  const sheet = page.getByRole("dialog").getByTestId("payout-detail");
  await expect(async () => {
    if (!(await sheet.isVisible())) await row.click();
    if (new URL(page.url()).pathname === `/payouts/${id}`) {
      await expect(page.getByTestId("payout-detail")).toBeVisible();
      await page.goto(list);
    }
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return sheet;
}

function table(page: Page) {
  return page.getByRole("table", { name: "Payouts" });
}

test.describe("payouts list", () => {
  test("first page is server-rendered: rows are in the HTML", async ({ page }) => {
    const html = await (await page.request.get("/payouts")).text();
    const { payouts } = await apiList({ limit: 25, page: 1 });
    expect(payouts.length).toBeGreaterThan(0);
    expect(html).toContain(`data-row-id="${payouts[0]?.id}"`);
  });

  for (const [phase, candidates] of Object.entries(PHASE_STATUSES)) {
    test(`filtering by a ${phase} status shows only payouts of that status`, async ({ page }) => {
      const { status, count } = await populatedStatus(candidates);
      await page.goto("/payouts?limit=100");
      await expect(table(page).locator("tbody tr[data-row-id]").first()).toBeVisible();
      await pickStatus(page, status);
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      await expect(page.getByTestId("page-indicator")).toHaveText(`Page 1 of ${Math.max(1, Math.ceil(count / 100))}`);
      await expect.poll(async () => (await rowStatuses(page)).length).toBe(Math.min(count, 100));
      const statuses = await rowStatuses(page);
      expect(new Set(statuses)).toEqual(new Set([status]));
    });
  }

  test("the counts beside the statuses add up to the total", async ({ page }) => {
    // Another test may add a payout meanwhile (auto-refresh does): the sum must then lie between
    // the totals read before and after, and equal both when nothing was added.
    const before = await apiCount();
    await page.goto("/payouts");
    await page
      .getByRole("button", { name: /^Status/ })
      .first()
      .click();
    const counts = page.getByRole("option").getByTestId("facet-count");
    await expect(counts).toHaveCount(39);
    const values = (await counts.allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")));
    const sum = values.reduce((a, b) => a + b, 0);
    const after = await apiCount();
    expect(sum).toBeGreaterThanOrEqual(before);
    expect(sum).toBeLessThanOrEqual(after);
    await page.keyboard.press("Escape");
    const totalText = await page
      .getByText(/^[\d,]+ payouts$/)
      .first()
      .textContent();
    const shown = Number((totalText ?? "").replace(/\D/g, ""));
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
  });

  test("every filter round-trips through the URL, with back, forward and reload", async ({ page }) => {
    const { status } = await populatedStatus(PHASE_STATUSES.CASH_OUT);
    const [sample] = (await apiList({ status, limit: 1, page: 1 })).payouts;
    if (!sample) throw new Error("no sample payout");
    await page.goto("/payouts");
    await expect(table(page).locator("tbody tr[data-row-id]").first()).toBeVisible();

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // The page size is the browser's own select (no popup code to load).
    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
    await expect(page).toHaveURL(/limit=50/);
    await expect(page).not.toHaveURL(/page=2/); // a new page size starts at page 1
    await expect.poll(async () => (await rowIds(page)).length).toBe(50);

    await pickStatus(page, status);
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    await page.getByRole("textbox", { name: "Payout ID" }).fill(sample.id);
    await page.getByRole("textbox", { name: "Payout ID" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`id=${sample.id}`));
    await expect.poll(() => rowIds(page)).toEqual([sample.id]);

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
    await expect(page.getByRole("textbox", { name: "Payout ID" })).toHaveValue("");
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page).toHaveURL(/limit=50/);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`id=${sample.id}`));
    await expect(page.getByRole("textbox", { name: "Payout ID" })).toHaveValue(sample.id);

    if (sample.externalId) {
      await page.getByRole("textbox", { name: "Payout ID" }).fill("");
      await page.getByRole("textbox", { name: "Payout ID" }).press("Enter");
      await page.getByRole("textbox", { name: "External ID" }).fill(sample.externalId);
      await page.getByRole("textbox", { name: "External ID" }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`externalId=${encodeURIComponent(sample.externalId)}`));
      await expect.poll(() => rowIds(page)).toContain(sample.id);
    }
    await page.reload();
    await expect(page.getByRole("textbox", { name: "External ID" })).toHaveValue(sample.externalId ?? "");
    await expect.poll(() => rowIds(page)).toContain(sample.id);
  });

  test("bad URL values are corrected with a notice", async ({ page }) => {
    await page.goto("/payouts?limit=1000&page=0&status=BOGUS");
    const notice = page.getByTestId("url-corrections");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("limit=1000 was changed to 100");
    await expect(notice).toContainText("page=0 was changed to 1");
    await expect(notice).toContainText("status=BOGUS is not valid and was removed");
    await expect(page).toHaveURL(/\/payouts\?limit=100$/);
    await expect.poll(async () => (await rowIds(page)).length).toBe(Math.min(100, await apiCount()));
  });

  test("a row opens its detail by click and by Enter", async ({ page }) => {
    await page.goto("/payouts");
    const first = table(page).locator("tbody tr[data-row-id]").first();
    const id = await first.getAttribute("data-row-id");
    await openRowDetail(page, first);
    const sheet = page.getByRole("dialog");
    await expect(sheet).toContainText(id ?? "");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    // Escape returns focus to the row the sheet came from, not to the page body.
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByTestId("payout-detail")).toBeVisible();
  });

  test("the status popover opens inside the viewport, even on a short window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto("/payouts");
    await page
      .getByRole("button", { name: /^Status/ })
      .first()
      .click();
    const search = page.getByRole("combobox", { name: "Search" }).or(page.getByPlaceholder("Search")).first();
    await expect(search).toBeVisible();
    const box = await search.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(420);
    // Within the popover: the page-size select's own options are options too.
    await expect(page.getByRole("dialog").getByRole("option").first()).toBeInViewport();
  });

  test("the table is one Tab stop: arrows, Home and End move between rows", async ({ page }) => {
    await page.goto("/payouts?limit=10");
    const rows = table(page).locator("tbody tr[data-row-id]");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toHaveAttribute("tabindex", "0");
    // Only one row is in the Tab order.
    expect(await rows.evaluateAll((trs) => trs.filter((tr) => tr.getAttribute("tabindex") === "0").length)).toBe(1);
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(rows.nth(9)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    // Tab leaves the table from the row that has the focus; Shift+Tab comes back to that same row.
    await page.keyboard.press("Tab");
    await expect(rows.nth(1)).not.toBeFocused();
    expect(await rows.evaluateAll((trs) => trs.some((tr) => tr === document.activeElement))).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await expect(rows.nth(1)).toBeFocused();
  });

  test("the open side sheet is in the URL: reload, back, forward and a shared link", async ({ page, browser }) => {
    await page.goto("/payouts?limit=10");
    const rows = table(page).locator("tbody tr[data-row-id]");
    const id = (await rows.first().getAttribute("data-row-id")) ?? "";
    const second = (await rows.nth(1).getAttribute("data-row-id")) ?? "";
    const sheet = page.getByRole("dialog");
    await openRowDetail(page, rows.first());
    await expect(sheet.getByTestId("payout-detail")).toContainText(id);
    await expect(page).toHaveURL(new RegExp(`[?&]payout=${encodeURIComponent(id)}(&|$)`));
    await expect(page).toHaveURL(/[?&]limit=10(&|$)/);

    await page.reload();
    await expect(page.getByRole("dialog").getByTestId("payout-detail")).toContainText(id);

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]payout=/);
    await page.goBack();
    await expect(page.getByRole("dialog").getByTestId("payout-detail")).toContainText(id);
    await page.goForward();
    await expect(sheet).toBeHidden();

    await rows.nth(1).click();
    await expect(sheet.getByTestId("payout-detail")).toContainText(second);
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/payouts\?limit=10$/);

    // A shared link opens the sheet for someone else, even for a payout not on the first page.
    const { payouts } = await apiList({ limit: 1, page: 3 });
    const far = payouts[0]?.id ?? "";
    const other = await browser.newPage({ storageState: authState("ops") });
    await other.goto(`/payouts?payout=${encodeURIComponent(far)}`);
    await expect(other.getByRole("dialog").getByTestId("payout-detail")).toContainText(far);
    await other.close();
  });

  test("hidden columns are remembered by the browser", async ({ page }) => {
    await page.goto("/payouts");
    await page.getByRole("button", { name: "Columns" }).click();
    // The view menu is a list of checkboxes; Currency starts hidden below 1536 px (the amount names
    // its currency), so Beneficiary is the column shown by default here.
    await page.getByRole("checkbox", { name: "Beneficiary" }).click();
    await page.keyboard.press("Escape");
    await expect(table(page).getByRole("columnheader", { name: "Beneficiary" })).toHaveCount(0);
    await page.reload();
    await expect(table(page).getByRole("columnheader", { name: "Amount" })).toBeVisible();
    await expect(table(page).getByRole("columnheader", { name: "Beneficiary" })).toHaveCount(0);
  });

  test("a column the width hides is built only when shown: widening fills it, a choice in the view menu too", async ({
    page,
  }) => {
    // 1280 px: the Updated column starts hidden (it shows from 1536 px). The server's HTML holds
    // every cell, since it cannot know the width; hydration keeps them.
    await page.setViewportSize({ width: 1280, height: 800 });
    const html = await (await page.request.get("/payouts")).text();
    const { payouts } = await apiList({ limit: 25, page: 1 });
    const first = payouts[0];
    if (!first) throw new Error("the seed gave no payouts");
    // Created and Updated: two times per row.
    expect((html.match(/<time /g) ?? []).length).toBeGreaterThanOrEqual(2 * payouts.length);
    await page.goto("/payouts");
    const rows = table(page).locator("tbody tr");
    const updatedCells = rows.locator("td:nth-child(9)");
    await expect(table(page).locator("thead th").nth(8)).toHaveText("Updated");
    // A new page of rows builds none of the hidden cells.
    await pickStatus(page, first.status);
    await expect(page).toHaveURL(/status=/);
    await expect(rows.first()).toHaveAttribute("data-row-id", first.id);
    await expect(updatedCells.first()).toBeHidden();
    await expect(updatedCells.locator("time")).toHaveCount(0);
    // Wider than 1536 px: the column shows, each cell with its time (none left empty).
    const count = await rows.count();
    await page.setViewportSize({ width: 1600, height: 800 });
    await expect(updatedCells.first()).toBeVisible();
    await expect(updatedCells.locator("time")).toHaveCount(count);
    // Narrower again: hidden, and what the cells hold stays (emptying them would be work for nothing).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(updatedCells.first()).toBeHidden();
    await expect(updatedCells.locator("time")).toHaveCount(count);
    // Back to the whole list: new rows, hidden cells empty; shown from the view menu, they fill.
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(updatedCells.locator("time")).toHaveCount(0);
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("checkbox", { name: "Updated" }).click();
    await page.keyboard.press("Escape");
    await expect(updatedCells.first()).toBeVisible();
    await expect(updatedCells.locator("time")).toHaveCount(await rows.count());
  });

  test("export of a filtered set matches the API row for row", async ({ page }) => {
    const { status, count } = await populatedStatus(["CASH_OUT_PENDING_FILE", "KYT_OUT_PENDING", "FAILED"]);
    const expected = await apiAll({ status });
    expect(expected).toHaveLength(count);
    await page.goto(`/payouts?status=${status}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const text = await (await file.createReadStream())
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    // UTF-8 with its byte order mark (Excel), the time columns naming their zone.
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows: string[][] = parse(text, { bom: true });
    const header = rows[0] ?? [];
    expect(header).toContain("createdAt (UTC)");
    const body = rows.slice(1);
    expect(body).toHaveLength(count);
    const col = (name: string) => header.indexOf(name);
    const byId = new Map(expected.map((p) => [p.id, p]));
    for (const row of body) {
      const payout = byId.get(row[col("id")] ?? "");
      expect(payout, `row ${row[col("id")]}`).toBeDefined();
      if (!payout) continue;
      expect(row[col("status")]).toBe(payout.status);
      expect(Number(row[col("amount (number, decimal point)")])).toBe(payout.amount);
      expect(row[col("currency")]).toBe(payout.currency);
      expect(row[col("beneficiaryType")]).toBe(payout.beneficiary.type);
      const ext = payout.externalId ?? "";
      expect(row[col("externalId")]).toBe(/^[=+\-@\t\r]/.test(ext) ? `'${ext}` : ext);
    }
  });

  // It adds a payout: the counts test above allows for that.
  test("auto-refresh announces new payouts and applies them only on click", async ({ page }) => {
    await page.goto("/payouts");
    const before = await rowIds(page);
    await page.getByLabel("Auto-refresh").click();
    await page.waitForTimeout(1500);
    const created = await apiCreatePayout({
      amount: 12345,
      currency: "COP",
      externalId: `e2e-refresh-${Date.now()}`,
      beneficiary: {
        type: "BREB",
        account: { alias: "@e2e-refresh", aliasType: "ALPHANUMERIC", firstName: "Ana", lastName: "Prueba" },
      },
    });
    const banner = page.getByRole("button", { name: /1 new payout/ });
    await expect(banner).toBeVisible({ timeout: 25_000 });
    expect(await rowIds(page)).toEqual(before); // nothing moved under the cursor
    await banner.click();
    await expect.poll(() => rowIds(page)).toContain(created.id);
  });
});
