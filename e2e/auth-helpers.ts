import { expect, type Page } from "@playwright/test";
import { sandboxURL } from "../playwright.config";

export const PASSWORD = "sandbox-password";

/** Signs in through the login form, as an operator would. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /^Operator menu/ })).toBeVisible();
}

/** A token pair straight from the sandbox (not through the dashboard). */
export async function sandboxLogin(email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${sandboxURL}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** What an API token looks like: a JWT (base64url JSON header, "eyJ…") or a sandbox refresh token. */
export const TOKEN_SHAPES = [/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/, /\brt_[A-Za-z0-9_-]{20,}/];
