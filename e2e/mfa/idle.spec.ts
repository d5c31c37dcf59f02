import { expect, test } from "@playwright/test";
import { mfaBaseURL } from "../../playwright.config";
import { enrolTotpAtSignIn, expectDashboard, signInWithPassword } from "./mfa-helpers";

/**
 * The idle timeout against the MFA dashboard (SESSION_IDLE_MINUTES=1): the warning comes before
 * the limit (at half of it, for a limit under two minutes) with a live countdown, "Stay signed in"
 * keeps the session past the limit it announced, and doing nothing lands on /login?reason=idle
 * with the session over on the server. Its own operator (see mfa-helpers.ts), enrolled here.
 */
const OPERATOR = "compliance@example.com";

// In the `waits` project (the third worker), which runs beside the others: the MFA dashboard's URL.
test.use({ baseURL: mfaBaseURL });

test("idle: warned before the limit, kept by Stay signed in, signed out when nothing is done", {
  tag: "@waits",
}, async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithPassword(page, OPERATOR);
  await enrolTotpAtSignIn(page);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expectDashboard(page);
  const shownAt = Date.now();

  // Polls and badges keep running meanwhile; they are background requests and do not count.
  const dialog = page.getByRole("dialog", { name: /^You will be signed out in \d:\d\d$/ });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  // Not at once: the last request was the dashboard itself (the server may have recorded it up
  // to a quarter of the limit earlier, so no sooner than 15 s of a one-minute limit).
  expect(Date.now() - shownAt).toBeGreaterThan(10_000);
  const title = dialog.getByRole("heading");
  const seconds = async () =>
    Number(
      (await title.textContent())
        ?.match(/(\d):(\d\d)$/)
        ?.slice(1)
        .join("") ?? "NaN",
    );
  const first = await seconds();
  expect(first).toBeLessThanOrEqual(31);
  await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);

  // Stay signed in: the dialog goes, and the session outlives the limit it announced.
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout((first + 3) * 1_000);
  await expect(page).not.toHaveURL(/\/login/);
  const status = await page.request.get("/api/session/status", { headers: { "x-background-request": "1" } });
  expect(status.status()).toBe(200);

  // Doing nothing: warned again, then signed out at the limit, and told why.
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("reason") === "idle", {
    timeout: 60_000,
  });
  await expect(page.getByText("You were signed out after 1 minute without activity. Sign in again.")).toBeVisible();
  const after = await page.request.get("/api/session/status", { headers: { "x-background-request": "1" } });
  expect(after.status()).toBe(401);
});
