import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

/** Opens the first PSE account of the queue; each test takes a different status so edits never collide. */
async function openPse(page: Page, status: string) {
  await page.goto(`/accounts?type=PSE&status=${status}`);
  await page.getByTestId("accounts-table").getByRole("link", { name: "Review" }).first().click();
  await expect(page.getByRole("heading", { name: "Bank account" })).toBeVisible();
}

test.describe("accounts review queue", () => {
  test("puts pending accounts first and filters through the URL", async ({ page }) => {
    await page.goto("/accounts");
    // The status rides on the row's status cell (rows come from the table kit).
    await expect(
      page.getByTestId("accounts-table").locator("tbody tr").first().locator("[data-status]"),
    ).toHaveAttribute("data-status", "PENDING");
    await page.getByRole("button", { name: /^Status/ }).click();
    await page.getByRole("option", { name: "Rejected" }).click();
    await expect(page).toHaveURL(/status=REJECTED/);
    await expect(
      page.getByTestId("accounts-table").locator("tbody tr").first().locator("[data-status]"),
    ).toHaveAttribute("data-status", "REJECTED");
    const statuses = await page
      .getByTestId("accounts-table")
      .locator("tbody tr [data-status]")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-status")));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["REJECTED"]));
    // The sandbox's verification host (compliance.sandbox.example) is reserved and never resolves: no link.
    await expect(page.getByTestId("accounts-table").getByRole("link", { name: "Verification" })).toHaveCount(0);
  });

  test("edits PSE data as a company with a bank found by name, visible after reload, audited", async ({ page }) => {
    await openPse(page, "ACTIVE");
    await page.getByRole("tab", { name: "Company" }).click();
    await page.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    const company = `Tostadora E2E ${Date.now()} SAS`;
    await page.getByLabel("Company name").fill(company);
    await page.getByRole("textbox", { name: "Number", exact: true }).fill("900123456");
    await page.getByLabel("Bank").click();
    await page.getByLabel("Search by name or code").fill("davivienda");
    // Inside the popover: the trigger itself may already name the bank.
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Davivienda/ })
      .click();
    await page.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByText("Account saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue(company);
    await expect(page.getByLabel("Bank")).toContainText("Davivienda");
    await page.goto("/audit?action=account.update");
    await expect(page.getByTestId("audit-table")).toContainText("Success");
  });

  test("shows the document's conditional fields and the browser's rules", async ({ page }) => {
    await openPse(page, "INACTIVE");
    await page.getByRole("tab", { name: "Person" }).click();
    await page.getByLabel("Account number").fill("12ab");
    await page.getByTestId("document-type").click();
    await page.getByRole("option", { name: "INE", exact: true }).click();
    await expect(page.getByLabel("CIC")).toBeVisible();
    await expect(page.getByLabel("Citizen identifier")).toBeVisible();
    await page.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByText("Digits only, 4 to 34")).toBeVisible();
    await expect(page.getByText("Required for an INE document")).toHaveCount(2);
    await page.getByTestId("document-type").click();
    await page.getByRole("option", { name: "IFE", exact: true }).click();
    await expect(page.getByLabel("CIC")).toHaveCount(0);
    await expect(page.getByLabel("OCR")).toBeVisible();
  });

  test("puts the API's refusal on the field it names", async ({ page }) => {
    await openPse(page, "REJECTED");
    await page.getByRole("textbox", { name: "Country (2 letters)", exact: true }).fill("MX");
    await page.getByRole("button", { name: "Save account" }).click();
    await expect(page.getByText("PSE accounts are Colombian (CO)")).toBeVisible();
    await page.goto("/audit?action=account.update");
    await expect(page.getByTestId("audit-table")).toContainText("Refused or failed");
  });

  test("warns before leaving with unsaved changes", async ({ page }) => {
    await openPse(page, "PENDING");
    await page.getByLabel("Account number").fill("11112222333");
    // The app's own dialog, not the browser's: that one is only for a reload or a closed tab.
    let nativeAsked = false;
    page.once("dialog", (dialog) => {
      nativeAsked = true;
      void dialog.dismiss();
    });
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Bank accounts" })
      .click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
    expect(nativeAsked).toBe(false);
  });
});
