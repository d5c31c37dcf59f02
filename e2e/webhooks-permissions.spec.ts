import { expect, test } from "@playwright/test";
import { authState } from "./paths";

test.use({ storageState: authState("compliance") });

test("compliance reads the webhook settings but is offered nothing it may not do, and is told why", async ({
  page,
}) => {
  await page.goto("/webhooks");
  const settings = page.locator(`section[aria-labelledby="webhook-settings-title"]`);
  await expect(page.getByTestId("webhook-write-denied")).toContainText("webhooks:write");
  await expect(settings).toBeVisible();
  for (const name of ["Create configuration", "Receive here", "Edit", "Delete"])
    await expect(settings.getByRole("button", { name, exact: true })).toHaveCount(0);
  // The live view stays readable.
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
});
