import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

const amountBox = (page: Page) => page.getByLabel("Amount (COP, whole pesos)");
const orderBox = (page: Page) => page.getByRole("textbox", { name: "Order", exact: true });
const descriptionBox = (page: Page) => page.getByLabel("Description");

async function submitAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Review recharge" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the recharge" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Recharge now" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("COP recharges", () => {
  test.describe.configure({ mode: "serial" });

  test("validates every field in the browser before anything is sent", async ({ page }) => {
    await page.goto("/recharges");
    await expect(orderBox(page)).toHaveValue(/^RCH-\d{8}-[0-9a-f]{10}$/);
    await orderBox(page).fill("");
    // Leaving the box shows its error first; clicking submit in the same move would hit a button
    // that the new error line has just pushed down.
    await orderBox(page).blur();
    await expect(page.getByText("Required")).toBeVisible();
    await page.getByRole("button", { name: "Review recharge" }).click();
    await expect(page.getByText("Enter an amount")).toBeVisible();
    await expect(page.getByText("Required").first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await amountBox(page).fill("12,5");
    await expect(page.getByText("Whole pesos only: type digits, no dots or commas (1500000)")).toBeVisible();
    await amountBox(page).fill("0");
    await expect(page.getByText("At least 1 COP")).toBeVisible();
    await orderBox(page).fill("x".repeat(101));
    await expect(page.getByText("At most 100 characters")).toBeVisible();
    await descriptionBox(page).fill("d".repeat(251));
    await expect(page.getByTestId("description-count")).toHaveText("251 / 250 characters");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await expect(page.getByText("At most 250 characters")).toBeVisible();
  });

  test("shows the grouped amount and the amount in words, and counts characters as you type", async ({ page }) => {
    await page.goto("/recharges");
    await amountBox(page).fill("1500000");
    // The box keeps what was typed; the grouped figure and the words are read back beside it.
    await expect(amountBox(page)).toHaveValue("1500000");
    await expect(page.getByTestId("amount-in-words")).toContainText("1,500,000");
    await expect(page.getByTestId("amount-in-words")).toContainText("one million five hundred thousand pesos");
    await descriptionBox(page).fill("Top up ACME");
    await expect(page.getByTestId("description-count")).toHaveText("11 / 250 characters");
  });

  test("confirms, shows the answer, recognises a retry and refuses a reused order", async ({ page }) => {
    await page.goto("/recharges");
    // The order is filled in by the form once it hydrates.
    await expect(orderBox(page)).toHaveValue(/^RCH-/);
    const order = await orderBox(page).inputValue();
    await amountBox(page).fill("250000");
    await descriptionBox(page).fill("e2e recharge");
    await page.getByRole("button", { name: "Review recharge" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the recharge" });
    await expect(dialog.getByTestId("confirm-amount")).toContainText("250,000");
    await expect(dialog.getByTestId("confirm-order")).toHaveText(order);
    await dialog.getByRole("button", { name: "Recharge now" }).click();

    const result = page.getByTestId("recharge-result");
    await expect(result).toContainText("Recharge created");
    await expect(page.getByTestId("recharge-status")).not.toBeEmpty();
    await expect(result.getByRole("link", { name: "Open checkout" })).toHaveAttribute("href", /^https?:\/\//);
    const reference = (await page.getByTestId("recharge-reference").textContent()) ?? "";

    // The same submission again: the earlier recharge comes back, not a second one.
    await submitAndConfirm(page);
    await expect(page.getByTestId("recharge-replayed")).toBeVisible();
    await expect(page.getByTestId("recharge-reference")).toHaveText(reference);

    // Same order, different amount: the API's refusal lands on the order field.
    await amountBox(page).fill("300000");
    await submitAndConfirm(page);
    await expect(page.getByText(/This order was already used for a different recharge/)).toBeVisible();
    await expect(orderBox(page)).toHaveAttribute("aria-invalid", "true");

    // History below the form and the audit log both hold it.
    await page.reload();
    await expect(page.getByTestId("recharge-history")).toContainText(order);
    await page.goto(`/audit?action=recharge.create`);
    await expect(page.getByTestId("audit-table")).toContainText(order);
    await page.goto(`/audit?action=recharge.replay`);
    await expect(page.getByTestId("audit-table")).toContainText(order);
  });

  test("the history lists the newest 25 attempts and says when older ones are left out", async ({ page }) => {
    test.setTimeout(240_000);
    const rows = page.getByTestId("recharge-history").locator("tbody tr[data-row-id]");
    const note = page.getByTestId("recharge-history-limit");
    const open = async () => {
      await page.goto("/recharges");
      await expect(orderBox(page)).toHaveValue(/^RCH-/);
      return rows.count();
    };
    // Other specs recharge as this customer too: attempts are added until the page holds 25.
    let shown = await open();
    if (shown < 25) await expect(note).toHaveCount(0);
    for (let i = 0; shown < 25; i++) {
      await amountBox(page).fill(String(10_000 + i));
      await descriptionBox(page).fill(`history ${i}`);
      await submitAndConfirm(page);
      await expect(page.getByTestId("recharge-result")).toContainText("Recharge created");
      shown = await open();
    }
    await expect(rows).toHaveCount(25);
    await expect(note).toHaveText(/^Showing the newest 25 recharge attempts/);
  });

  test("asks in the app's own dialog before leaving with unsaved input", async ({ page }) => {
    await page.goto("/recharges");
    await descriptionBox(page).fill("half typed");
    let nativeAsked = false;
    page.on("dialog", (dialog) => {
      nativeAsked = true;
      void dialog.dismiss();
    });
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Roles" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/recharges$/);
    await expect(descriptionBox(page)).toHaveValue("half typed");
    expect(nativeAsked).toBe(false);
  });
});

test.describe("COP recharges as compliance", () => {
  test.use({ storageState: authState("compliance") });

  test("shows the forbidden state", async ({ page }) => {
    await page.goto("/recharges");
    await expect(page.getByTestId("forbidden-state")).toBeVisible();
    await expect(page.getByRole("button", { name: "Review recharge" })).toHaveCount(0);
  });
});
