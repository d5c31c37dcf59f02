import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";
import { seriousViolations } from "./payouts-api";

const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

/** The first PSE account of a status; INACTIVE is left to this file so its saves collide with no other test. */
async function firstPseId(page: Page): Promise<string> {
  await page.goto("/accounts?type=PSE&status=INACTIVE");
  const href = await page
    .getByTestId("accounts-table")
    .getByRole("link", { name: "Review" })
    .first()
    .getAttribute("href");
  if (!href) throw new Error("no INACTIVE PSE account in the seed");
  return href.split("/").pop() ?? "";
}

test("the form's fields never show without their values, and text typed early is not merged into them", async ({
  page,
}) => {
  const id = await firstPseId(page);
  // JavaScript held back: what the server sent is what an operator sees before hydration.
  await page.route(/\/_next\/static\/chunks\//, async (route) => {
    await new Promise((r) => setTimeout(r, 2_500));
    await route.continue();
  });
  await page.goto(`/accounts/${id}`, { waitUntil: "commit" });
  const number = page.getByLabel("Account number");
  await expect(number).toBeVisible();
  const value = await number.inputValue();
  const editable = await number.isEditable();
  // Either the value is there already, or the field cannot be typed into yet.
  expect(value !== "" || !editable, `value "${value}", editable ${editable}`).toBe(true);
  if (editable) {
    await number.fill("999");
    await page.unroute(/\/_next\/static\/chunks\//);
    await page.waitForLoadState("networkidle");
    await expect(number).not.toHaveValue(/^\d+999$|^999\d+$/);
  }
});

test("after a save the form is clean: Save disabled and leaving asks nothing", async ({ page }) => {
  const id = await firstPseId(page);
  await page.goto(`/accounts/${id}`);
  const email = page.getByLabel("Email");
  await email.fill(`clean.${Date.now()}@example.com`);
  const save = page.getByRole("button", { name: "Save account" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Account saved")).toBeVisible();
  await expect(save).toBeDisabled();
  let nativeAsked = false;
  page.on("dialog", (dialog) => {
    nativeAsked = true;
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Bank accounts" }).click();
  await expect(page).toHaveURL(/\/accounts(\?|$)/);
  expect(nativeAsked).toBe(false);
});

test("unsaved changes are asked about in the app's own dialog: stay keeps the edit, leave goes", async ({ page }) => {
  const id = await firstPseId(page);
  await page.goto(`/accounts/${id}`);
  await page.getByLabel("Phone").fill("+573001112233");
  let nativeAsked = false;
  page.on("dialog", (dialog) => {
    nativeAsked = true;
    void dialog.dismiss();
  });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Bank accounts" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${id}$`));
  await expect(page.getByLabel("Phone")).toHaveValue("+573001112233");
  await nav.getByRole("link", { name: "Bank accounts" }).click();
  await page.getByRole("alertdialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/accounts(\?|$)/);
  expect(nativeAsked).toBe(false);
});
