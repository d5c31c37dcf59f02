import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

test.describe("audit log", () => {
  // The export reads the entry the first test writes.
  test.describe.configure({ mode: "serial" });

  test("records an action with who, what, outcome, request id and UTC time; filters live in the URL", async ({
    page,
  }) => {
    // A recharge of its own, so this test does not depend on other files' edits.
    await page.goto("/recharges");
    const orderBox = page.getByRole("textbox", { name: "Order", exact: true });
    // The order is filled in by the form once it hydrates.
    await expect(orderBox).toHaveValue(/^RCH-/);
    const order = await orderBox.inputValue();
    await page.getByLabel("Amount (COP, whole pesos)").fill("12000");
    await page.getByLabel("Description").fill("audit e2e");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Recharge now" }).click();
    await expect(page.getByTestId("recharge-result")).toBeVisible();

    await page.goto("/audit");
    const row = page.getByTestId("audit-table").locator('tr:has([data-action="recharge.create"])', { hasText: order });
    await expect(row).toContainText("ops@example.com");
    await expect(row).toContainText("Success");
    // The time in the operator's zone, named, to the second; the details add it in UTC.
    await expect(row).toContainText(/\d{1,2}:\d{2}:\d{2}\s?[AP]M\s(?:[A-Z]{2,5}|GMT[+-][\d:]+)/);
    // The row itself opens the entry's details (in a side sheet).
    await expect(row).toHaveAccessibleName("Details of recharge.create");
    await row.click();
    const details = page.getByTestId("audit-details").first();
    await expect(details).toContainText(/[0-9a-f-]{36}/);
    await expect(details).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    await expect(details.getByTestId("change-tree")).toContainText("checkout");
    await page.keyboard.press("Escape");
    await expect(details).toHaveCount(0);

    await page.getByRole("button", { name: /^Action/ }).click();
    await page.getByRole("option", { name: "recharge.create" }).click();
    await expect(page).toHaveURL(/action=recharge.create/);
    // Text filters apply on Enter (or when focus leaves), not on every keystroke.
    const operatorBox = page.getByRole("textbox", { name: "Operator" });
    await operatorBox.fill("nobody@");
    await operatorBox.press("Enter");
    await expect(page).toHaveURL(/operator=nobody/);
    await expect(page.getByText("No entries match these filters.")).toBeVisible();

    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/audit?action=recharge.create&from=${today}&to=${today}`);
    await expect(page.getByTestId("audit-table")).toContainText(order);
    await page.goto("/audit?from=2000-01-01&to=2000-01-02");
    await expect(page.getByText("No entries match these filters.")).toBeVisible();
  });

  test("exports CSV without secrets", async ({ page }) => {
    await page.goto("/audit");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const text = await readFile(file, "utf8");
    // UTF-8 with its byte order mark, so Excel shows accents right; the time column names its zone.
    expect(text.startsWith("\uFEFF")).toBe(true);
    const csv = text.slice(1);
    expect(csv.split("\r\n")[0]).toBe(
      "id,at (UTC),operator,action,target_type,target_id,outcome,error_code,error_message,request_id,before,after",
    );
    expect(csv).toContain("ops@example.com");
    expect(csv).not.toMatch(/password|accessToken|refreshToken|secret/i);
  });
});
