import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/**
 * The payouts read model's URL contract (issue 29): `?phase=` lists every status of a phase with
 * its time in status, `?attention=1` failed, errored and overdue payouts oldest first, `&sort=`
 * orders by age or amount; the API's own list keeps the API's order and says so. The model is
 * filled by the dashboard's sync a few seconds after start (the seed's read-only operators), so
 * each test first waits for a synced page.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: authState("ops") });

const PHASE_PREFIX = { KYT_OUT: "KYT_OUT_", CASH_OUT: "CASH_OUT_" } as const;

/** Opens a read-model URL, reloading until the sync has filled the model (its first cycle). */
async function openSynced(page: Page, url: string) {
  await page.goto(url);
  await expect(async () => {
    if ((await page.getByTestId("flight-synced").count()) === 0) {
      await page.reload();
      throw new Error("read model not synced yet");
    }
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
}

async function rowData(page: Page, attribute: string): Promise<string[]> {
  return page
    .getByTestId("flight-list")
    .locator("tbody tr[data-payout-id]")
    .evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name) ?? ""), attribute);
}

test.describe("payouts read model: phase, attention, sort", () => {
  test("?phase=KYT_OUT lists every KYT status from the model, oldest in status first, with time in status", async ({
    page,
  }) => {
    await openSynced(page, "/payouts?phase=KYT_OUT");
    const statuses = await rowData(page, "data-status");
    baseExpect(statuses.length).toBeGreaterThan(0);
    baseExpect(statuses.every((s) => s.startsWith(PHASE_PREFIX.KYT_OUT))).toBe(true);
    const since = (await rowData(page, "data-status-since")).map((v) => Date.parse(v));
    baseExpect(since).toEqual([...since].sort((a, b) => a - b));
    await expect(page.getByTestId("flight-list").getByTestId("time-in-status").first()).toBeVisible();
  });

  test("?attention=1 lists only failed or overdue payouts, oldest first, and one click reaches it from the list", async ({
    page,
  }) => {
    await openSynced(page, "/payouts?phase=KYT_OUT");
    await page.getByTestId("attention-link").click();
    await page.waitForURL(/[?&]attention=1/);
    const flags = await rowData(page, "data-attention");
    baseExpect(flags.length).toBeGreaterThan(0);
    baseExpect(flags.every((f) => f === "1")).toBe(true);
    const since = (await rowData(page, "data-status-since")).map((v) => Date.parse(v));
    baseExpect(since).toEqual([...since].sort((a, b) => a - b));
  });

  test("&sort=amount orders by currency, then the largest amount first; &sort=-age the newest first", async ({
    page,
  }) => {
    await openSynced(page, "/payouts?phase=CASH_OUT&sort=amount");
    const currencies = await rowData(page, "data-currency");
    const amounts = (await rowData(page, "data-amount")).map(Number);
    for (let i = 1; i < amounts.length; i++) {
      if (currencies[i] !== currencies[i - 1]) continue;
      baseExpect(amounts[i]).toBeLessThanOrEqual(amounts[i - 1] ?? Number.POSITIVE_INFINITY);
    }
    await openSynced(page, "/payouts?phase=CASH_OUT&sort=-age");
    const since = (await rowData(page, "data-status-since")).map((v) => Date.parse(v));
    baseExpect(since).toEqual([...since].sort((a, b) => b - a));
  });

  test("the API's list keeps the API's order and says so", async ({ page }) => {
    await page.goto("/payouts");
    await expect(page.getByText("Rows come in the API's order")).toBeVisible();
    await expect(page.getByTestId("flight-list")).toHaveCount(0);
  });
});
