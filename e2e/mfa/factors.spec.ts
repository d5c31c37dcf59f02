import { expect, test } from "@playwright/test";
import { seriousAxeFindings } from "../layout-checks";
import {
  addVirtualAuthenticator,
  authenticatorApp,
  codeAt,
  enrolTotpAtSignIn,
  expectDashboard,
  FACTOR_SPEC_OPERATORS,
  formAlert,
  nextStep,
  readRecoveryCodes,
  signInWithPassword,
  signOutFromMenu,
  submitCode,
} from "./mfa-helpers";

/**
 * Second factors at sign-in, against the MFA dashboard (OPERATOR_MFA=required). Each test has
 * its own seeded operator, enrolled here for the first time, so the tests run side by side.
 */

test("the second-step pages are closed to anonymous visitors", async ({ page }) => {
  for (const path of ["/login/verify", "/login/enrol"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await expect(page.getByLabel("Password")).toBeVisible();
  }
});

test("passkey: enrolled after the password, then signs in; recovery codes work once; the security page changes factors and signs out other sessions", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = FACTOR_SPEC_OPERATORS.passkey;
  await addVirtualAuthenticator(page, context);

  // Nothing enrolled: the password leads to enrolment, not to the dashboard.
  await signInWithPassword(page, email, "/payouts");
  await expect(page).toHaveURL(/\/login\/enrol\?callbackUrl=%2Fpayouts/);
  await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
  // The dashboard stays closed meanwhile.
  await page.goto("/payouts");
  await expect(page).toHaveURL(/\/login\/enrol/);

  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByLabel("Name", { exact: true }).fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const codes = await readRecoveryCodes(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expect(page).toHaveURL(/\/payouts/);
  await expectDashboard(page);
  await signOutFromMenu(page);

  // Enrolled: the password leads to the second step; the passkey opens the dashboard.
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/login\/verify/);
  await expect(page.getByLabel("Authenticator code")).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expectDashboard(page);
  await signOutFromMenu(page);

  // A recovery code signs in once.
  const [first, second] = codes;
  await signInWithPassword(page, email);
  await submitCode(page, first ?? "", true);
  await expectDashboard(page);
  await signOutFromMenu(page);

  // The same one again is refused; another works.
  await signInWithPassword(page, email);
  await submitCode(page, first ?? "", true);
  await expect(formAlert(page, "already used")).toBeVisible();
  await expect(page).toHaveURL(/\/login\/verify/);
  await page.getByLabel("Recovery code").fill(second ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);

  // Another browser signed in as the same operator (with a third recovery code).
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInWithPassword(other, email);
  await submitCode(other, codes[2] ?? "", true);
  await expectDashboard(other);

  // Security settings: the passkey is listed and, being the only factor, cannot be removed.
  await page.goto("/account/security");
  await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();
  const rows = page.getByTestId("factor-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Virtual key");
  await expect(rows.first()).toContainText("Passkey");
  await expect(page.getByText("7 of 10 codes left.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Virtual key" })).toBeDisabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Adding an authenticator app (the sign-in proof is fresh: no step-up dialog) ends the other
  // session. It is used just before, so the one-minute idle limit does not end it first.
  await other.reload();
  await expectDashboard(other);
  await page.getByRole("button", { name: "Add a second factor" }).click();
  await page.getByRole("button", { name: "Use an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Name", { exact: true }).fill("Phone");
  await page.getByLabel("6-digit code").fill(codeAt(authenticatorApp(secret)));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/Second factor added\. 1 other session was signed out\./)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await other.reload();
  await expect(other).toHaveURL(/\/login\?/);
  await expect(other.getByLabel("Password")).toBeVisible();
  await otherContext.close();

  // Rename the app, remove the passkey; the app, now alone, stays.
  await page.getByRole("button", { name: "Rename Phone" }).click();
  const renameDialog = page.getByRole("dialog", { name: "Rename second factor" });
  await renameDialog.getByRole("textbox").fill("Work phone");
  await renameDialog.getByRole("button", { name: "Save" }).click();
  await expect(rows.filter({ hasText: "Work phone" })).toHaveCount(1);
  await page.getByRole("button", { name: "Remove Virtual key" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove second factor?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Work phone");
  await expect(page.getByRole("button", { name: "Remove Work phone" })).toBeDisabled();

  // New recovery codes: ten shown once, the old ones stop working.
  await page.getByRole("button", { name: "Generate new codes" }).click();
  await page
    .getByRole("alertdialog", { name: "Generate new recovery codes?" })
    .getByRole("button", { name: "Generate new codes" })
    .click();
  const fresh = await readRecoveryCodes(page);
  expect(fresh).not.toContain(codes[3]);
  await expect(page.getByText("10 of 10 codes left.")).toBeVisible();
  await signOutFromMenu(page);
  await signInWithPassword(page, email);
  await submitCode(page, codes[3] ?? "", true);
  await expect(formAlert(page, "not right")).toBeVisible();
  await page.getByLabel("Recovery code").fill(fresh[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
});

test("authenticator app: enrolled with a computed code; a used code and an old code are refused", async ({ page }) => {
  test.setTimeout(180_000);
  const email = FACTOR_SPEC_OPERATORS.totp;
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/login\/enrol/);
  await page.getByRole("button", { name: "Use an authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole("button", { name: "Back" }).click();
  const { app } = await enrolTotpAtSignIn(page);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expectDashboard(page);
  await signOutFromMenu(page);

  // The enrolment used this step's code: sign-in needs the next one.
  await nextStep(page);
  const code = codeAt(app);
  await signInWithPassword(page, email);
  await expect(page.getByLabel("Authenticator code")).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.getByLabel("Authenticator code")).toHaveAttribute("inputmode", "numeric");
  // Pasted with a space, as some apps copy it.
  await submitCode(page, `${code.slice(0, 3)} ${code.slice(3)}`);
  await expectDashboard(page);
  await signOutFromMenu(page);

  // The same code, still within its window: refused as used.
  await signInWithPassword(page, email);
  await submitCode(page, code);
  await expect(formAlert(page, "already used")).toBeVisible();
  // A code from three steps ago (outside the one-step window): refused as wrong.
  await page.getByLabel("Authenticator code").fill(codeAt(app, -3));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(formAlert(page, "not right")).toContainText("attempts left");
  await expect(page).toHaveURL(/\/login\/verify/);
  // The next step's code is accepted.
  await nextStep(page);
  await page.getByLabel("Authenticator code").fill(codeAt(app));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);
});
