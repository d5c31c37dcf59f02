import { expect as baseExpect, test } from "@playwright/test";
import { apiList, rowIds } from "./payouts-api";
import { authState } from "./paths";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe("payouts tools", () => {
  test.use({ storageState: authState("ops") });

  test("bulk lookup finds ids and externalIds and lists the values not found", async ({ page }) => {
    const { payouts } = await apiList({ limit: 20, page: 3 });
    const byId = payouts.slice(0, 3);
    const byExternal = payouts.filter((p) => p.externalId).slice(3, 5);
    const missing = ["nope-000001", "po_does_not_exist"];
    const pasted = [
      ...byId.map((p) => p.id),
      ...byExternal.map((p) => p.externalId ?? ""),
      ...missing,
      byId[0]?.id ?? "", // a duplicate is looked up once
    ].join("\n");
    await page.goto("/payouts");
    await page.getByRole("button", { name: "Bulk lookup" }).click();
    await page.getByLabel("Ids or externalIds").fill(pasted);
    await expect(page.getByText("7 distinct values.")).toBeVisible();
    await page.getByRole("button", { name: "Look up 7 values" }).click();
    const results = page.getByTestId("lookup-results");
    await expect(results).toContainText(`${byId.length + byExternal.length} payouts found, 2 not found`);
    const ids = await rowIds(page);
    expect(new Set(ids)).toEqual(new Set([...byId, ...byExternal].map((p) => p.id)));
    await expect(page.getByTestId("lookup-missing").getByRole("listitem")).toHaveText(missing);
    await page.getByRole("button", { name: "Back to the list" }).click();
    await expect(results).toBeHidden();
  });

  test("the lifecycle strip filters the table: outcome at once, a phase through its statuses", async ({ page }) => {
    await page.goto("/payouts");
    const strip = page.getByRole("region", { name: "Lifecycle at a glance" });
    await strip.getByRole("button", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/status=COMPLETED/);
    await strip.locator('[data-segment="CASH_OUT"]').click();
    const pick = page.getByRole("dialog").getByRole("button").first();
    const status = (await pick.locator("[data-status]").getAttribute("data-status")) ?? "";
    expect(status).toMatch(/^CASH_OUT_/);
    await pick.click();
    await expect(page).toHaveURL(new RegExp(`status=${status}`));
  });
});

test.describe("keyboard only", () => {
  test("from login to a payout's detail without a mouse", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type("ops@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("sandbox-password");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    // Tab to the sidebar's Payouts link.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      const href = await page.evaluate(() => document.activeElement?.getAttribute("href"));
      if (href === "/payouts" && label.includes("Payouts")) break;
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(page.locator("tbody tr[data-row-id]").first()).toBeVisible();
    let rowId: string | null = null;
    for (let i = 0; i < 80 && !rowId; i++) {
      await page.keyboard.press("Tab");
      rowId = await page.evaluate(() => document.activeElement?.getAttribute("data-row-id") ?? null);
    }
    expect(rowId).not.toBeNull();
    await page.keyboard.press("Enter");
    const detail = page.getByRole("dialog").getByTestId("payout-detail");
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(rowId ?? "");
  });
});
