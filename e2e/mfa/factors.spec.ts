import { expect, test } from "@playwright/test";
import {
  addVirtualAuthenticator,
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

test("passkey: enrolled after the password, then signs in; recovery codes work once", async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = FACTOR_SPEC_OPERATORS.passkey;
  await addVirtualAuthenticator(page, context);

  // Nothing enrolled: the password leads to enrolment, not to the dashboard.
  await signInWithPassword(page, email, "/payouts");
  await expect(page).toHaveURL(/\/login\/enrol\?callbackUrl=%2Fpayouts/);
  await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
  // The dashboard stays closed meanwhile.
  await page.goto("/payouts");
  await expect(page).toHaveURL(/\/login\/enrol/);

  await page.getByLabel("Name").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const codes = await readRecoveryCodes(page);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expect(page).toHaveURL(/\/payouts/);
  await expectDashboard(page);
  await signOutFromMenu(page);

  // Enrolled: the password leads to the second step; the passkey opens the dashboard.
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/login\/verify/);
  await expect(page.getByLabel("Authenticator code")).toHaveCount(0);
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
});

test("authenticator app: enrolled with a computed code; a used code and an old code are refused", async ({ page }) => {
  test.setTimeout(180_000);
  const email = FACTOR_SPEC_OPERATORS.totp;
  await signInWithPassword(page, email);
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
