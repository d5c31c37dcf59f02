import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

async function openAcme(page: Page) {
  await page.goto("/customers");
  // The row opens the customer (its link lies over the whole row).
  await page.getByRole("row", { name: "Acme Remesas" }).click();
  await expect(page.getByRole("heading", { name: "Edit customer" })).toBeVisible();
}

const products = (page: Page) => page.getByTestId("field-availableProducts");
const strategies = (page: Page) => page.getByTestId("field-strategiesByPair");

test.describe("customers", () => {
  test.describe.configure({ mode: "serial" });

  test("edits a product toggle and a strategy cell, shows the diff, keeps it after reload", async ({ page }) => {
    await openAcme(page);
    const savings = products(page).getByRole("switch", { name: /SAVINGS/ });
    const wasOn = await savings.isChecked();
    await savings.click();
    const spread = strategies(page).getByLabel("COP/USDC Spread (basis points)");
    await spread.fill("91");
    await page.getByRole("button", { name: "Review changes" }).click();
    const diff = page.getByRole("dialog").getByTestId("diff-view");
    await expect(diff).toContainText("Available products › Savings");
    await expect(diff).toContainText("Strategies by pair › COP/USDC › Spread (basis points)");
    await expect(diff).toContainText("91");
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Customer saved")).toBeVisible();

    await page.reload();
    await expect(products(page).getByRole("switch", { name: /SAVINGS/ })).toBeChecked({ checked: !wasOn });
    await expect(strategies(page).getByLabel("COP/USDC Spread (basis points)")).toHaveValue("91");
    await page.goto("/audit?action=customer.update");
    await expect(page.getByTestId("audit-table")).toContainText("Success");
  });

  test("refuses pricing garbage where the operator is looking, in both views, and never saves it", async ({ page }) => {
    await openAcme(page);
    const cell = (label: string) => strategies(page).getByLabel(label);
    await cell("COP/USDC Maximum").fill("lots");
    // The cell says which marks the operator's language uses; the list above names the rule and where.
    await expect(strategies(page).getByText(/^Not an amount: type digits, with “,” for thousands/)).toBeVisible();
    await expect(page.getByTestId("field-strategiesByPair-issues")).toContainText(
      "COP/USDC › Maximum: An amount: a number, 0 or more",
    );
    // English thousands marks are read, not refused.
    await cell("COP/USDC Maximum").fill("1,000");
    await expect(cell("COP/USDC Maximum")).toHaveValue("1000");
    await cell("COP/USDC Maximum").fill("10");
    await expect(strategies(page).getByText("Minimum above the maximum").first()).toBeVisible();
    await cell("COP/USDC Maximum").fill("200000000");
    await cell("COP/USDC Spread (basis points)").fill("99999");
    await expect(cell("COP/USDC Spread (basis points)")).toHaveAttribute("aria-invalid", "true");
    // Provider and strategy are pickers of the sandbox's lists, named for people; the chosen
    // strategy's code is under its picker and, with its name, in the picker's title.
    await expect(cell("COP/USDC Provider").locator("option")).toHaveText(["Bitso", "Binance", "Circle", "Kraken"]);
    await expect(cell("COP/USDC Strategy").locator("option")).toContainText(["Best price", "Fixed spread"]);
    await expect(cell("COP/USDC Strategy")).toHaveAttribute("title", /^.+ \((BEST_PRICE|FIXED_SPREAD|PASS_THROUGH)\)$/);
    await page.getByRole("button", { name: "Review changes" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await cell("COP/USDC Spread (basis points)").fill("90");
    // Basis points show the percentage they are.
    await expect(page.getByTestId("pair-COP/USDC")).toContainText("= 0.9%");
    await strategies(page).getByRole("tab", { name: "Technical details (JSON)" }).click();
    await strategies(page).getByRole("textbox").fill('{"BADPAIR": {"provider": 1}, "COPUSDT": {}}');
    await expect(page.getByTestId("field-strategiesByPair-issues")).toContainText("BADPAIR: Pair as base/quote");
    await expect(page.getByTestId("field-strategiesByPair-issues")).toContainText("COPUSDT");
    await page.getByRole("button", { name: "Review changes" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await expect(strategies(page).getByTestId("pair-BADPAIR")).toHaveCount(0);
  });

  test("adds a pair from the currency pickers", async ({ page }) => {
    await openAcme(page);
    await strategies(page).getByLabel("Base").selectOption("USD");
    await strategies(page).getByLabel("Quote").selectOption("USDT");
    await strategies(page).getByRole("button", { name: "Add pair" }).click();
    await expect(strategies(page).getByTestId("pair-USD/USDT")).toBeVisible();
    await expect(page.getByTestId("field-strategiesByPair-issues")).toContainText("USD/USDT › Strategy");
  });

  test("raw JSON mode validates as you type", async ({ page }) => {
    await openAcme(page);
    await strategies(page).getByRole("tab", { name: "Technical details (JSON)" }).click();
    const editor = strategies(page).getByRole("textbox");
    await editor.fill('{"COP/USDC": ');
    await expect(strategies(page).getByText(/Not valid JSON/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Review changes" })).toBeDisabled();
    await editor.fill("[1, 2]");
    await expect(strategies(page).getByText("Must be a JSON object")).toBeVisible();
    await editor.fill(
      '{"USD/COP": {"strategy": "BEST_PRICE", "provider": "circle", "spreadBps": 40, "minAmount": 10, "maxAmount": 5000}}',
    );
    await expect(strategies(page).getByText("Valid JSON object")).toBeVisible();
    await page.getByRole("button", { name: "Review changes" }).click();
    await expect(page.getByRole("dialog").getByTestId("diff-view")).toContainText("Strategies by pair › USD/COP");
  });

  test("requires a name", async ({ page }) => {
    await openAcme(page);
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Review changes" }).click();
    await expect(page.getByText("Required")).toBeVisible();
  });

  test("warns before leaving with unsaved changes", async ({ page }) => {
    await openAcme(page);
    await page.getByLabel("Name").fill("Acme Remesas (draft)");
    let nativeAsked = false;
    page.on("dialog", (dialog) => {
      nativeAsked = true;
      void dialog.dismiss();
    });
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Roles" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Stay" })
      .click();
    await expect(page).toHaveURL(/\/customers\//);
    await expect(page.getByLabel("Name")).toHaveValue("Acme Remesas (draft)");
    expect(nativeAsked).toBe(false);
  });
});

test.describe("customers as compliance", () => {
  test.use({ storageState: authState("compliance") });

  test("shows the forbidden state", async ({ page }) => {
    await page.goto("/customers");
    await expect(page.getByTestId("forbidden-state")).toBeVisible();
  });
});
