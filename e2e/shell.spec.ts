import { expect, type Page, test } from "@playwright/test";
import { sandboxURL } from "../playwright.config";

/** Signed in as the ops operator (saved by the auth set-up project). */
test.use({ storageState: "e2e/.auth/ops.json" });

const sandboxHost = new URL(sandboxURL).host;

const SCREENS = [
  { name: "Overview", path: "/" },
  { name: "Payouts", path: "/payouts" },
  { name: "Users", path: "/users" },
  { name: "Bank accounts", path: "/accounts" },
  { name: "Customers", path: "/customers" },
  { name: "Roles", path: "/roles" },
  { name: "COP recharges", path: "/recharges" },
  { name: "Webhooks", path: "/webhooks" },
  { name: "Audit log", path: "/audit" },
] as const;

function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Main navigation" });
}

test.describe("application shell", () => {
  test("every screen shows the sandbox banner naming the API host", async ({ page }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      const banner = page.getByTestId("environment-banner");
      await expect(banner, screen.path).toBeVisible();
      await expect(banner).toHaveAttribute("data-environment", "sandbox");
      await expect(banner).toContainText("Sandbox");
      await expect(banner).toContainText(sandboxHost);
      // Green means sandbox. The theme uses oklch(), so let a canvas turn the colour into RGB.
      const [r = 0, g = 0] = await banner.evaluate((el) => {
        const canvas = document.createElement("canvas");
        canvas.width = 1;
        canvas.height = 1;
        const ctx = canvas.getContext("2d");
        if (!ctx) return [0, 0];
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        return Array.from(ctx.getImageData(0, 0, 1, 1).data);
      });
      expect(g, `banner colour rgb(${r}, ${g})`).toBeGreaterThan(r + 40);
    }
  });

  test("the sidebar links to every screen and marks the current one", async ({ page }) => {
    await page.goto("/users");
    const nav = sidebar(page);
    for (const screen of SCREENS) {
      await expect(nav.getByRole("link", { name: screen.name, exact: true })).toHaveAttribute("href", screen.path);
    }
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Roles", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("keyboard only: skip link first, then the sidebar by Tab and Enter", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();

    await page.goto("/");
    const rolesLink = sidebar(page).getByRole("link", { name: "Roles", exact: true });
    for (let i = 0; i < 20 && !(await rolesLink.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(rolesLink).toBeFocused();
    // A visible focus ring, not just focus.
    const ring = await rolesLink.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/roles$/);
    await expect(page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
  });

  test("the command palette jumps to a screen", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette).toBeVisible();
    await page.keyboard.type("webho");
    await expect(palette.getByRole("option", { name: "Webhooks" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(palette).toBeHidden();
  });

  test("the command palette opens a payout by id or searches by externalId", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("ORD-2026-000123");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("option", { name: "Open payout ORD-2026-000123" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/payouts\/ORD-2026-000123$/);

    await page.goto("/");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("ORD-2026-000123");
    await palette.getByRole("option", { name: "Find payouts with externalId ORD-2026-000123" }).click();
    await expect(page).toHaveURL(/\/payouts\?externalId=ORD-2026-000123$/);
  });

  test("plain words do not offer a payout lookup", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("roles");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("option", { name: "Roles" })).toBeVisible();
    await expect(palette.getByRole("option", { name: /Open payout/ })).toHaveCount(0);
  });

  test("the language switch applies at once and is remembered", async ({ page, context }) => {
    await page.goto("/payouts");
    await page.getByRole("button", { name: /Operator menu/ }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(sidebar(page)).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Pagos", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "locale")?.value).toBe("es");
    await page.reload();
    await expect(nav.getByRole("link", { name: "Pagos", exact: true })).toBeVisible();
    await expect(page.getByTestId("environment-banner")).toContainText("Datos de prueba");
  });

  test("a Spanish browser gets Spanish without choosing", async ({ browser }) => {
    const context = await browser.newContext({ storageState: "e2e/.auth/ops.json", locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();
    await context.close();
  });

  test("the theme follows the system and the operator's choice", async ({ browser }) => {
    const context = await browser.newContext({ storageState: "e2e/.auth/ops.json", colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: /Operator menu/ }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await context.close();
  });

  test("an unknown address shows the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
