import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

/** Edits happen on the Compliance role, and never touch roles, customers or recharges permissions. */
async function openCompliance(page: Page) {
  await page.goto("/roles");
  // The row opens the role (its link lies over the whole row).
  await page.getByRole("row", { name: "Compliance", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit role" })).toBeVisible();
}

test.describe("roles", () => {
  test.describe.configure({ mode: "serial" });

  test("lists roles with status and permission count", async ({ page }) => {
    await page.goto("/roles");
    await expect(page.getByRole("row", { name: "Administrator" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Administrator" })).toHaveAttribute("href", /^\/roles\//);
    await expect(page.getByTestId("permission-count").first()).toHaveText(/^\d+$/);
  });

  test("edits description and permissions with a summary, visible after reload, and audited", async ({ page }) => {
    await openCompliance(page);
    const description = `Reviews accounts ${Date.now()}`;
    await page.getByLabel("Description").fill(description);
    await page.getByLabel("Search permissions").fill("faker");
    const faker = page.getByTestId("resource-faker");
    await faker.getByRole("checkbox", { name: "Select all faker permissions" }).click();
    await page.getByRole("button", { name: "Review changes" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("permissions-added")).toContainText("faker:write");
    await expect(dialog.getByTestId("permissions-removed")).toBeEmpty();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Role saved")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Description")).toHaveValue(description);
    await page.getByLabel("Search permissions").fill("faker");
    await expect(page.getByTestId("resource-faker").getByRole("checkbox").first()).toBeChecked();

    await page.goto("/audit?action=role.update");
    await expect(page.getByTestId("audit-table")).toContainText("Success");
  });

  test("shows the name rule in the browser", async ({ page }) => {
    await openCompliance(page);
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Review changes" }).click();
    await expect(page.getByText("Required")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("puts the API's refusal of an unknown permission on the picker", async ({ page }) => {
    await openCompliance(page);
    await page.getByLabel("Search permissions").fill("faker");
    await page.getByTestId("resource-faker").getByRole("checkbox", { name: "Select all faker permissions" }).click();
    // The picker only offers real permissions; swap one for an unknown id on the wire.
    await page.route("**/roles/**", async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
      const body = request.postData() ?? "";
      const patched = body.replace(/("permissionIds":\[)"([^"]+)"/, '$1"perm-does-not-exist"');
      return route.continue({ postData: patched });
    });
    await page.getByRole("button", { name: "Review changes" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("permissions-error")).toContainText("perm-does-not-exist");
    await page.unrouteAll();
    await page.goto("/audit?action=role.update");
    await expect(page.getByTestId("audit-table")).toContainText("Refused or failed");
  });

  test("warns before leaving with unsaved changes", async ({ page }) => {
    await openCompliance(page);
    await page.getByLabel("Description").fill("unsaved text");
    let nativeAsked = false;
    page.on("dialog", (dialog) => {
      nativeAsked = true;
      void dialog.dismiss();
    });
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Customers" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Stay" })
      .click();
    await expect(page).toHaveURL(/\/roles\//);
    await expect(page.getByLabel("Description")).toHaveValue("unsaved text");
    expect(nativeAsked).toBe(false);
  });
});

test.describe("roles as compliance", () => {
  test.use({ storageState: authState("compliance") });

  test("shows the forbidden state", async ({ page }) => {
    await page.goto("/roles");
    await expect(page.getByTestId("forbidden-state")).toBeVisible();
  });
});
