import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

async function openForm(page: Page) {
  await page.goto("/users");
  await page.getByRole("button", { name: "New user" }).click();
  return page.getByRole("dialog", { name: "Create a user" });
}

async function fillValid(sheet: ReturnType<Page["getByRole"]>, email: string) {
  await sheet.getByLabel("First name").fill("Lucía");
  await sheet.getByLabel("Last name").fill("Gómez");
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Phone").fill("+573001234567");
  await sheet.getByLabel("Date of birth").fill("1990-04-12");
  await sheet.getByRole("textbox", { name: "Street", exact: true }).fill("Calle 100 # 10-20");
  await sheet.getByLabel("City").fill("Bogotá");
  await sheet.getByLabel("State or department").fill("Cundinamarca");
  await sheet.getByLabel("Postal code").fill("110111");
  await sheet.getByTestId("document-type").click();
  await sheet.page().getByRole("option", { name: "NUIP", exact: true }).click();
  await sheet.getByRole("textbox", { name: "Number", exact: true }).fill("1020304050");
}

test.describe("users", () => {
  test.describe.configure({ mode: "serial" });

  test("lists users with status and access level, paginated", async ({ page }) => {
    await page.goto("/users");
    await expect(page.getByTestId("users-table").locator("tbody tr").first()).toBeVisible();
    await expect(page.getByTestId("page-indicator")).toContainText("Page 1 of");
  });

  test("validates in the browser, including the INE fields", async ({ page }) => {
    const sheet = await openForm(page);
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByText("Required").first()).toBeVisible();
    await sheet.getByLabel("Email").fill("not-an-email");
    await sheet.getByTestId("document-type").click();
    await page.getByRole("option", { name: "INE", exact: true }).click();
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByText("Enter a valid email address")).toBeVisible();
    await expect(sheet.getByText("Required for an INE document")).toHaveCount(2);
  });

  test("creates once per externalId, shows a retry as the same user, refuses a different body", async ({ page }) => {
    const sheet = await openForm(page);
    const externalId = await sheet.getByLabel("External id").inputValue();
    expect(externalId).toMatch(/^usr-[0-9a-f]{12}$/);
    const email = `lucia.${Date.now()}@example.com`;
    await fillValid(sheet, email);
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByTestId("user-created")).toContainText("User created");

    // Same externalId, same body: the API answers the original user.
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByTestId("user-created")).toContainText("already created this user");

    // Same externalId, different body: refused on the externalId field.
    await sheet.getByLabel("Last name").fill("Gómez Díaz");
    await sheet.getByRole("button", { name: "Create user" }).click();
    await expect(sheet.getByLabel("External id")).toHaveAttribute("aria-invalid", "true");

    // Closing with unsaved input asks in the app's own dialog; Stay keeps the sheet and its input.
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard the user you were creating?" });
    await discard.getByRole("button", { name: "Stay" }).click();
    await expect(sheet.getByLabel("Last name")).toHaveValue("Gómez Díaz");
    // Leaving the page for good (a navigation the browser makes) still gets the browser's prompt.
    page.once("dialog", (d) => void d.accept());
    await page.goto("/users");
    await page.goto("/audit?action=user.create");
    await expect(page.getByTestId("audit-table")).toContainText("Success");
    await expect(page.getByTestId("audit-table")).toContainText("USER.1002");
  });
});
