import { type BrowserContext, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { PASSWORD } from "../auth-helpers";

/**
 * Helpers for the specs against the MFA dashboard (playwright.config.ts project "mfa":
 * OPERATOR_MFA=required, its own store). An operator enrolled here needs their factor at every
 * sign-in on this server, so each spec keeps to its own seeded operators:
 * - factors.spec.ts: FACTOR_SPEC_OPERATORS below;
 * - the others: any seeded operator not listed there.
 */
export const FACTOR_SPEC_OPERATORS = {
  /** Passkey enrolment, sign-in with it, then recovery codes. Customer "otra". */
  passkey: "ops@other.example",
  /** Authenticator app (TOTP) enrolment and sign-in with computed codes. Customer "acme". */
  totp: "checker@example.com",
} as const;

/** Password sign-in on the MFA dashboard: lands on /login/enrol or /login/verify. */
export async function signInWithPassword(page: Page, email: string, callbackUrl = "/"): Promise<void> {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /^Operator menu/ })).toBeVisible({ timeout: 20_000 });
}

/** Signs out through the operator menu and waits for the password form. */
export async function signOutFromMenu(page: Page): Promise<void> {
  // A click before the page has hydrated opens nothing: try again until the menu shows.
  const item = page.getByRole("menuitem", { name: "Sign out" });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: /^Operator menu/ }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByLabel("Password")).toBeVisible();
}

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) on this page's target: a platform
 * authenticator with resident keys and user verification that answers every ceremony at once.
 */
export async function addVirtualAuthenticator(page: Page, context: BrowserContext): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** The app side of TOTP: the same settings as the dashboard (SHA-1, 6 digits, 30 s). */
export function authenticatorApp(secretBase32: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: "SHA1", digits: 6, period: 30 });
}

/** The code `steps` time steps from now (negative: in the past). */
export const codeAt = (app: TOTP, steps = 0) => app.generate({ timestamp: Date.now() + steps * 30_000 });

/** Waits for the next 30-second step to begin (plus a margin), so a new code exists. */
export async function nextStep(page: Page): Promise<void> {
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 1_000);
}

/**
 * Enrols an authenticator app at /login/enrol: reads the secret shown on the page, confirms with
 * a computed code. Returns the app and the recovery codes shown once.
 */
export async function enrolTotpAtSignIn(page: Page, label = "Phone"): Promise<{ app: TOTP; recoveryCodes: string[] }> {
  await expect(page).toHaveURL(/\/login\/enrol/);
  await page.getByRole("button", { name: "Use an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticatorApp(secret);
  await page.getByLabel("Name", { exact: true }).fill(label);
  await page.getByLabel("6-digit code").fill(codeAt(app));
  await page.getByRole("button", { name: "Confirm" }).click();
  const recoveryCodes = await readRecoveryCodes(page);
  return { app, recoveryCodes };
}

/** The ten recovery codes shown after an enrolment. */
export async function readRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByTestId("recovery-codes");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  return (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
}

/** The form's own error message (not Next's route announcer, which is an alert too). */
export const formAlert = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

/** Submits a code on /login/verify (authenticator code, or recovery code when `recovery`). */
export async function submitCode(page: Page, code: string, recovery = false): Promise<void> {
  await expect(page).toHaveURL(/\/login\/verify/);
  if (recovery) {
    // An operator with only a passkey sees the recovery code box at once.
    const field = page.getByLabel("Recovery code");
    if (!(await field.isVisible())) await page.getByRole("button", { name: "Use a recovery code" }).click();
    await field.fill(code);
  } else {
    await page.getByLabel("Authenticator code").fill(code);
  }
  await page.getByRole("button", { name: "Verify" }).click();
}
