import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";
import { seriousViolations } from "./payouts-api";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 17: money and identity inputs that cannot be wrong, an audit log people read, and
 * screens that know the operator. Each test names the defect it shows fixed.
 */
test.describe("money and identity as ops", () => {
  test.use({ storageState: authState("ops") });

  const amountBox = (page: Page) => page.getByLabel("Amount (COP, whole pesos)");

  test("recharge: 1500.50 is refused, never read as 150,050; the maximum is shown and enforced", async ({ page }) => {
    await page.goto("/recharges");
    await expect(page.getByRole("textbox", { name: "Order", exact: true })).toHaveValue(/^RCH-/);
    await expect(page.getByTestId("amount-max")).toHaveText(/^At most .*500,000,000 per recharge$/);
    await amountBox(page).fill("1500.50");
    await amountBox(page).blur();
    await expect(page.getByText("Whole pesos only: type digits, no dots or commas (1500000)")).toBeVisible();
    await expect(amountBox(page)).toHaveValue("1500.50");
    await expect(page.getByTestId("amount-in-words")).not.toContainText("150");
    await amountBox(page).fill("1500,50");
    await expect(page.getByText("Whole pesos only: type digits, no dots or commas (1500000)")).toBeVisible();

    await amountBox(page).fill("999000000000000");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await expect(page.getByText(/Above the maximum of .*500,000,000 per recharge/)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await amountBox(page).fill("1500000");
    await expect(page.getByTestId("amount-in-words")).toContainText("one million five hundred thousand pesos");
  });

  test("recharge: above the confirmation threshold the amount is typed again", async ({ page }) => {
    await page.goto("/recharges");
    await expect(page.getByRole("textbox", { name: "Order", exact: true })).toHaveValue(/^RCH-/);
    await amountBox(page).fill("60000000");
    await page.getByLabel("Description").fill("large top-up");
    await page.getByRole("button", { name: "Review recharge" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the recharge" });
    const confirm = dialog.getByRole("button", { name: "Recharge now" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type the amount again (digits only) to confirm").fill("6000000");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type the amount again (digits only) to confirm").fill("60000000");
    await expect(confirm).toBeEnabled();
    await dialog.getByRole("button", { name: "Go back" }).click();
  });

  test("recharge: the result reads as order, amount, reference and checkout; a reused order is explained and the old result cleared", async ({
    page,
  }) => {
    await page.goto("/recharges");
    const orderBox = page.getByRole("textbox", { name: "Order", exact: true });
    await expect(orderBox).toHaveValue(/^RCH-/);
    const order = await orderBox.inputValue();
    await amountBox(page).fill("250000");
    await page.getByLabel("Description").fill("issue 17 result");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Recharge now" }).click();
    const result = page.getByTestId("recharge-result");
    await expect(page.getByTestId("recharge-order")).toHaveText(order);
    await expect(page.getByTestId("recharge-amount")).toContainText("250,000");
    await expect(page.getByTestId("recharge-reference")).not.toBeEmpty();
    await expect(result.getByRole("link", { name: "Open checkout" })).toHaveAttribute("href", /^https?:\/\//);
    // The API's own keys are there for support, folded away.
    await expect(result.getByText("OrdenID")).toBeHidden();
    await result.getByText("Technical details (the API's answer)").click();
    await expect(result.getByText(/"OrdenID"/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Same order, another amount: an operator's message on the order field, the old panel gone.
    await amountBox(page).fill("300000");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Recharge now" }).click();
    await expect(page.getByText(/This order was already used for a different recharge/)).toBeVisible();
    await expect(page.getByText(/GET \/api\/v2/)).toHaveCount(0);
    await expect(result).toHaveCount(0);
    await page.getByRole("button", { name: "Use a new order" }).click();
    await expect(orderBox).not.toHaveValue(order);
  });

  async function openUserForm(page: Page) {
    await page.goto("/users");
    await page.getByRole("button", { name: "New user" }).click();
    return page.getByRole("dialog", { name: "Create a user" });
  }

  test("user: a 2030 date of birth, a 2035 issue date and a NUIP with letters are refused where they are typed", async ({
    page,
  }) => {
    const sheet = await openUserForm(page);
    await sheet.getByLabel("First name").fill("Lucía");
    await sheet.getByLabel("Last name").fill("Gómez");
    await sheet.getByLabel("Email").fill(`lucia.${Date.now()}@example.com`);
    await sheet.getByLabel("Phone").fill("+573001234567");
    await sheet.getByLabel("Date of birth").fill("2030-01-01");
    await sheet.getByRole("textbox", { name: "Street", exact: true }).fill("Calle 100 # 10-20");
    await sheet.getByLabel("City").fill("Bogotá");
    await sheet.getByLabel("State or department").fill("Cundinamarca");
    await sheet.getByLabel("Postal code").fill("110111");
    await sheet.getByTestId("document-type").click();
    await page.getByRole("option", { name: "NUIP", exact: true }).click();
    await sheet.getByRole("textbox", { name: "Number", exact: true }).fill("10203ABC");
    await sheet.getByLabel("Issue date").fill("2035-01-01");
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByText("Date of birth cannot be in the future")).toBeVisible();
    await expect(sheet.getByText("Issue date cannot be in the future")).toBeVisible();
    await expect(sheet.getByText("NUIP: digits only, 6 to 10")).toBeVisible();
    await expect(sheet.getByTestId("user-created")).toHaveCount(0);

    // A minor is refused too: a NATURAL user is a person who must be 18.
    const thisYear = new Date().getUTCFullYear();
    await sheet.getByLabel("Date of birth").fill(`${thisYear - 10}-01-01`);
    await sheet.getByLabel("Issue date").fill(`${thisYear - 1}-01-01`);
    await sheet.getByRole("textbox", { name: "Number", exact: true }).fill("1020304050");
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByText("A person must be at least 18 years old")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("audit log people read", () => {
  test.use({ storageState: authState("ops") });

  test("fits its area; a customer edit reads by pair and product in an expandable row", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // An edit of its own to read back: toggle a product and a spread.
    await page.goto("/customers");
    await page.getByRole("row", { name: "Acme Remesas" }).click();
    const spread = page.getByTestId("field-strategiesByPair").getByLabel("COP/USDC Spread (basis points)");
    const next = (await spread.inputValue()) === "77" ? "78" : "77";
    await spread.fill(next);
    await page.getByRole("button", { name: "Review changes" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Customer saved")).toBeVisible();

    await page.goto("/audit?action=customer.update");
    const table = page.getByTestId("audit-table");
    const row = table.locator('tr:has([data-action="customer.update"])').first();
    // The row itself opens the entry's details, in a side sheet over the list.
    await expect(row).toHaveAccessibleName("Details of Customer changed (customer.update)");
    await row.click();
    const details = page.getByTestId("audit-details");
    const tree = details.getByTestId("change-tree").first();
    await expect(tree).toContainText("Pricing by pair");
    await expect(tree).toContainText("COP/USDC");
    await expect(tree).toContainText(`→ ${next}`);
    const area = await page.locator("main").evaluate((el) => el.clientWidth);
    const width = await table.evaluate((el) => el.scrollWidth);
    expect(width).toBeLessThanOrEqual(area);
    // Scan the page at rest: the pointer left on a row changes its background under the badges.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone too, the table (details open) fits its scroll box: nothing to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = () => table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0));
    await expect.poll(fits).toBe(true);
  });
});

test.describe("screens that know the operator: compliance", () => {
  test.use({ storageState: authState("compliance") });

  test("the navigation leaves out Roles, Customers and COP recharges; New user is disabled with the reason", async ({
    page,
  }) => {
    await page.goto("/users");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
    for (const name of ["Roles", "Customers", "COP recharges"]) {
      await expect(nav.getByRole("link", { name })).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "New user" })).toBeDisabled();
    await expect(page.getByTestId("create-user-denied")).toHaveText(/users:create/);
    expect(await seriousViolations(page)).toEqual([]);

    // A page reached by its address still answers with the API's refusal.
    await page.goto("/recharges");
    await expect(page.getByTestId("forbidden-state")).toBeVisible();
    await expect(page.getByLabel("Amount (COP, whole pesos)")).toHaveCount(0);
  });

  test("on a phone the menu is the same short list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/users");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Roles" })).toHaveCount(0);
    await expect(sheet.getByRole("link", { name: "COP recharges" })).toHaveCount(0);
  });
});
