import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { expectSignedIn, signIn } from "./auth-helpers";
import { authState } from "./paths";
import { apiList } from "./payouts-api";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/*
 * The zone is stored per operator. Compliance is the operator here: no other spec reads its
 * times, and the test puts its setting back (each run starts from a fresh store anyway).
 */
const OPERATOR = "compliance@example.com";
/** Not the dashboard's default (America/Bogota), so a page rendered in the default would show. */
const BROWSER_ZONE = "America/Lima";

/** The payout page's two times: visible text and the ISO time with offset in dateTime. */
async function detailTimes(scope: ReturnType<Page["getByTestId"]>) {
  const times = scope.locator("time");
  await expect(times.first()).toBeVisible();
  return times.evaluateAll((els) =>
    els.map((el) => ({
      text: (el.textContent ?? "").replace(/[\u00a0\u202f]/g, " "),
      iso: el.getAttribute("datetime"),
    })),
  );
}

async function signedInPage(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto("/login");
  // The login page reports the browser's zone once it is interactive.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === "tz")).toBe(true);
  await signIn(page, OPERATOR);
  await page.waitForURL((url) => url.pathname === "/");
  await expectSignedIn(page);
  return page;
}

async function chooseZone(page: Page, search: string, option: RegExp) {
  await page.getByRole("button", { name: /^Operator menu/ }).click();
  await page.getByRole("menuitem", { name: /Change…/ }).click();
  const dialog = page.getByRole("dialog", { name: "Time zone" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox").fill(search);
  await dialog.getByRole("option", { name: option }).first().click();
  await expect(dialog).toBeHidden();
}

test.describe
  .serial("one time zone, named", () => {
    test("the browser's zone from the first page after sign-in; a chosen zone everywhere, kept across sign-in", async ({
      browser,
    }) => {
      const { payouts } = await apiList({ limit: 1, page: 1 });
      const payout = payouts[0];
      if (!payout) throw new Error("no payout seeded");

      // First page after sign-in: already in the browser's zone, named (Peru: PET, UTC-5), in the
      // server's HTML as well as after hydration.
      const page = await signedInPage(browser, BROWSER_ZONE);
      const firstHtml = await (await page.request.get(`/payouts/${payout.id}`)).text();
      baseExpect(firstHtml.replace(/[\u00a0\u202f]/g, " ")).toMatch(/\d{1,2}:\d{2} [AP]M PET/);
      baseExpect(firstHtml).not.toMatch(/ COT</);
      await page.goto(`/payouts/${payout.id}`);
      const before = await detailTimes(page.getByTestId("payout-detail"));
      for (const time of before) {
        baseExpect(time.text).toMatch(/ PET$/);
        baseExpect(time.iso).toMatch(/-05:00$/);
      }

      // Chosen in the operator menu: every time renders again in that zone.
      await chooseZone(page, "Tokyo", /Tokyo/);
      await expect(page.getByTestId("payout-detail").locator("time").first()).toHaveText(/JST$/);
      const fullPage = await detailTimes(page.getByTestId("payout-detail"));
      for (const time of fullPage) {
        baseExpect(time.text).toMatch(/ JST$/);
        baseExpect(time.iso).toMatch(/\+09:00$/);
      }
      // The same instants as before, only written in another zone.
      baseExpect(fullPage.map((t) => Date.parse(t.iso ?? ""))).toEqual(before.map((t) => Date.parse(t.iso ?? "")));
      // The tooltip's ISO time carries the offset, and the menu names the zone.
      await page.getByRole("button", { name: /^Operator menu/ }).click();
      await expect(page.getByRole("menuitem", { name: /Asia\/Tokyo/ })).toContainText("JST");
      await page.keyboard.press("Escape");

      // The sheet shows the same text as the full page (no 5-hour shift between them).
      await page.goto(`/payouts?payout=${encodeURIComponent(payout.id)}`);
      const sheet = page.getByRole("dialog").getByTestId("payout-detail");
      await expect(sheet).toBeVisible();
      baseExpect(await detailTimes(sheet)).toEqual(fullPage);
      // The list's relative times carry the exact zoned time and ISO offset in their title.
      await page.keyboard.press("Escape");
      const cellTitle = await page.locator("tbody time[title]").first().getAttribute("title");
      baseExpect(cellTitle?.replace(/[\u00a0\u202f]/g, " ")).toMatch(
        / JST · \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/,
      );

      // Kept for the operator: a fresh sign-in from another browser (another zone) still uses it,
      // from the first page on, server-rendered HTML included.
      await page.context().close();
      const other = await signedInPage(browser, "Europe/Madrid");
      const html = await (await other.request.get(`/payouts/${payout.id}`)).text();
      baseExpect(html.replace(/[\u00a0\u202f]/g, " ")).toMatch(/\d{1,2}:\d{2} [AP]M JST/);
      await other.goto(`/payouts/${payout.id}`);
      baseExpect(await detailTimes(other.getByTestId("payout-detail"))).toEqual(fullPage);

      // Back to following the browser: Madrid's zone (CET in November, CEST in summer).
      await chooseZone(other, "Follow this browser", /Follow this browser/);
      await expect(other.getByTestId("payout-detail").locator("time").first()).toHaveText(/CES?T$/);
      await other.context().close();
    });
  });

test.describe("money shows its currency", () => {
  test.use({ storageState: authState("ops"), bypassCSP: true });

  const CODED = /^(?:[A-Z]{3} [\d.,]+|[\d.,]+ [A-Z]{3,4})$/;

  test("payouts, overview and ramps carry ISO codes, no bare $", async ({ page }) => {
    await page.goto("/payouts");
    const firstRow = page.locator("tbody tr[data-row-id]").first();
    await expect(firstRow).toBeVisible();
    const amounts = await page
      .locator("tbody tr[data-row-id] .tabular-nums")
      .evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/[\u00a0\u202f]/g, " ")));
    baseExpect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts.filter((a) => /\d/.test(a))) baseExpect(amount).toMatch(CODED);

    for (const path of ["/", "/payouts", "/ramps"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const text = (await page.getByRole("main").textContent()) ?? "";
      baseExpect(text, path).not.toMatch(/\$\s?\d/);
    }
  });

  test("the overview says what its figures cover, in both languages", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByTestId("amount-sample-note")).toContainText(/latest [\d,]+ payouts/);
    await expect(page.getByText("Created or finished")).toBeVisible();

    await context.addCookies([{ name: "locale", value: "es", url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId("amount-sample-note")).toContainText(/últimos [\d.]+ pagos/);
    // The figures stream in after the note: read them once the first COP amount is there.
    const figures = page.getByRole("main").locator(".tabular-nums");
    await expect(figures.filter({ hasText: /^COP\s/ }).first()).toBeVisible();
    const cop = await figures.evaluateAll((els) =>
      els.map((el) => (el.textContent ?? "").replace(/[\u00a0\u202f]/g, " ")),
    );
    const copAmounts = cop.filter((t) => t.startsWith("COP "));
    baseExpect(copAmounts.length).toBeGreaterThan(0);
    // Spanish separators: dots group thousands.
    for (const amount of copAmounts) baseExpect(amount).toMatch(/^COP \d{1,3}(\.\d{3})*$/);
  });
});
