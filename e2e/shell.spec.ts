import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { sandboxURL } from "../playwright.config";
import { authState } from "./paths";
import { apiList } from "./payouts-api";

/** Signed in as the ops operator (saved by the auth set-up project). */
test.use({ storageState: authState("ops") });

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

/** The shortcut listener exists only once the page has hydrated; keep pressing until the dialog opens. */
async function openPalette(page: Page) {
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return palette;
}

type AxeResult = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };

/**
 * Serious and critical axe-core findings. The library is evaluated through the DevTools
 * protocol rather than a <script> tag, which the nonce-based CSP would (rightly) refuse.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync("node_modules/axe-core/axe.min.js", "utf8"));
  const result = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run());
  return (result as AxeResult).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

/** Opens the operator menu, again waiting for hydration. */
async function openOperatorMenu(page: Page) {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: /Operator menu/ }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

/** A menu item's name, which a count badge may follow ("Payouts 60 need attention"). */
const menuItem = (name: string) => new RegExp(`^${name}(?![A-Za-z])`);

test.describe("application shell", () => {
  test("every screen shows the sandbox banner naming the API host", async ({ page }) => {
    test.setTimeout(120_000);
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
      await expect(nav.getByRole("link", { name: menuItem(screen.name) })).toHaveAttribute("href", screen.path);
    }
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Roles", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("sidebar links prefetch a screen on hover or focus, not on sight", async ({ page }) => {
    // Route payload requests from the client router carry the `rsc` header.
    const routeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.headers().rsc === "1") routeRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/payouts");
    await page.waitForLoadState("networkidle");
    const nav = sidebar(page);
    await expect(nav.getByRole("link", { name: "Roles", exact: true })).toBeVisible();
    // Long enough for a viewport prefetch to have gone out: none may.
    await page.waitForTimeout(1_000);
    expect(routeRequests.filter((p) => ["/", "/roles", "/audit"].includes(p))).toEqual([]);

    await nav.getByRole("link", { name: "Roles", exact: true }).hover();
    await expect.poll(() => routeRequests.includes("/roles"), { timeout: 10_000 }).toBe(true);
    await nav.getByRole("link", { name: "Audit log", exact: true }).focus();
    await expect.poll(() => routeRequests.includes("/audit"), { timeout: 10_000 }).toBe(true);
    // And following the link still works.
    await nav.getByRole("link", { name: "Roles", exact: true }).click();
    await expect(page).toHaveURL(/\/roles$/);
  });

  test("on a narrow screen the menu button opens the navigation as a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/payouts");
    const menuButton = page.getByRole("button", { name: "Open navigation" });
    const sheet = page.getByRole("dialog", { name: "Ramp back office" });
    // The sidebar is hidden; only the button leads to the screens.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(async () => {
      if (!(await sheet.isVisible())) await menuButton.click();
      await expect(sheet).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // A modal sheet hides the rest of the page from the accessibility tree: read the button by its label.
    await expect(page.locator('button[aria-label="Open navigation"]')).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("link", { name: menuItem("Payouts") })).toHaveAttribute("aria-current", "page");

    // Escape closes it and hands focus back to the button.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    // Following a link closes the sheet on the new screen.
    await menuButton.click();
    await sheet.getByRole("link", { name: "Roles", exact: true }).click();
    await expect(page).toHaveURL(/\/roles$/);
    await expect(sheet).toBeHidden();
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
    const palette = await openPalette(page);
    await page.keyboard.type("webho");
    await expect(palette.getByRole("option", { name: "Webhooks" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(palette).toBeHidden();
  });

  test("the command palette opens a payout by id or searches by externalId", async ({ page }) => {
    await page.goto("/");
    let palette = await openPalette(page);
    await page.keyboard.type("ORD-2026-000123");
    await expect(palette.getByRole("option", { name: "Open payout ORD-2026-000123" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/payouts\/ORD-2026-000123$/);

    await page.goto("/");
    palette = await openPalette(page);
    await page.keyboard.type("ORD-2026-000123");
    await palette.getByRole("option", { name: "Find payouts with externalId ORD-2026-000123" }).click();
    await expect(page).toHaveURL(/\/payouts\?externalId=ORD-2026-000123$/);
  });

  test("the palette's first action opens a payout by its externalId too", async ({ page }) => {
    await page.goto("/");
    const palette = await openPalette(page);
    await page.keyboard.type("ACME-PO-000012");
    await expect(palette.getByRole("option", { name: "Open payout ACME-PO-000012" })).toBeVisible();
    await page.keyboard.press("Enter");
    // The payout's own page, under its id: not "Payout not found" for the externalId.
    await expect(page).toHaveURL(/\/payouts\/[0-9a-f-]{36}$/);
    await expect(page.getByText("ACME-PO-000012").first()).toBeVisible();
  });

  test("the palette finds a payout by its beneficiary's name, previews it, then opens it", async ({ page }) => {
    test.setTimeout(90_000);
    // A payout waiting in cash-out, so the read model (which follows payouts in flight) holds it.
    const [payout] = (await apiList({ status: "CASH_OUT_PENDING", limit: 20 })).payouts.filter((p) =>
      ["firstName", "companyName"].some((key) => typeof p.beneficiary.account[key] === "string"),
    );
    // The seed always has one: a missing one is a broken seed, not a reason to pass.
    expect(payout, "a payout waiting in cash-out with a named beneficiary").toBeDefined();
    if (!payout) return;
    const account = payout.beneficiary.account;
    const name = String(account.companyName ?? account.lastName ?? account.firstName);
    await page.goto("/");
    const palette = await openPalette(page);
    const found = palette.locator(`[data-testid="palette-payout"]`).filter({ hasText: payout.id });
    // The sync fills the read model in the background: type again until it has this payout.
    await expect(async () => {
      await palette.getByRole("combobox").fill("");
      await palette.getByRole("combobox").fill(name);
      await expect(found).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await found.hover();
    // Previewed before opening: the amount, the status and the ids.
    await expect(palette.getByTestId("palette-preview")).toContainText(payout.id);
    await expect(palette.getByTestId("palette-preview")).toContainText(payout.currency);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/payouts/${payout.id}$`));
  });

  test("the palette offers the attention queue, and a next step when nothing matches", async ({ page }) => {
    await page.goto("/");
    let palette = await openPalette(page);
    await page.keyboard.type("zzqqxx");
    await expect(palette.getByText("Nothing matches “zzqqxx”")).toBeVisible();
    await expect(palette.getByTestId("palette-nothing")).toBeVisible();
    await expect(palette.getByRole("option", { name: "Open the payouts list and filter it" })).toBeVisible();

    await page.goto("/");
    palette = await openPalette(page);
    await page.keyboard.type("attention");
    await expect(palette.getByRole("option", { name: /^Open the attention queue/ })).toBeVisible();
    await palette.getByRole("option", { name: /^Open the attention queue/ }).click();
    await expect(page).toHaveURL(/\/payouts\?attention=1$/);
  });

  test("plain words do not offer a payout lookup", async ({ page }) => {
    await page.goto("/");
    const palette = await openPalette(page);
    await page.keyboard.type("roles");
    await expect(palette.getByRole("option", { name: "Roles" })).toBeVisible();
    await expect(palette.getByRole("option", { name: /Open payout/ })).toHaveCount(0);
  });

  test("the language switch applies at once and is remembered", async ({ page, context }) => {
    await page.goto("/users");
    const menu = await openOperatorMenu(page);
    await menu.getByRole("menuitemradio", { name: "Español" }).click();
    // The server action sets the cookie, then the server components render again in Spanish.
    await expect(sidebar(page)).toHaveCount(0, { timeout: 30_000 });
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: menuItem("Pagos") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "locale")?.value).toBe("es");
    await page.reload();
    await expect(nav.getByRole("link", { name: menuItem("Pagos") })).toBeVisible();
    await expect(page.getByTestId("environment-banner")).toContainText("Datos de prueba");
  });

  test("a Spanish browser gets Spanish without choosing", async ({ browser }) => {
    const context = await browser.newContext({ storageState: authState("ops"), locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();
    await context.close();
  });

  test("the theme follows the system and the operator's choice", async ({ browser }) => {
    const context = await browser.newContext({ storageState: authState("ops"), colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const menu = await openOperatorMenu(page);
    await menu.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await context.close();
  });

  test("the shell has no serious accessibility violations, in both themes and with overlays open", async ({
    browser,
  }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ storageState: authState("ops"), colorScheme });
      const page = await context.newPage();
      await page.goto("/audit");
      await expect(sidebar(page)).toBeVisible();
      expect(await seriousViolations(page), `${colorScheme} page`).toEqual([]);
      await openOperatorMenu(page);
      expect(await seriousViolations(page), `${colorScheme} operator menu`).toEqual([]);
      await page.keyboard.press("Escape");
      await openPalette(page);
      expect(await seriousViolations(page), `${colorScheme} palette`).toEqual([]);
      await context.close();
    }
  });

  test("an unknown address shows the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
