import { expect, test } from "@playwright/test";
import { authState } from "./paths";

test.use({ storageState: authState("ops") });

/** An id the API does not know: HTTP 404 and the not-found page, inside the shell, with a way back. */
for (const [kind, text] of [
  ["roles", "No role of your customer has this id."],
  ["customers", "No customer has this id."],
  ["accounts", "No bank account of your customer has this id."],
] as const) {
  test(`an unknown ${kind} id answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(`/${kind}/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "No such record" })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the list" }).click();
    await expect(page).toHaveURL(new RegExp(`/${kind}$`));
  });
}
