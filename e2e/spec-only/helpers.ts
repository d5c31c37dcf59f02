import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { stableId } from "../../sandbox/seed/prng";
import { specOnlySandboxLog, specOnlySandboxURL } from "../../playwright.spec-only.config";

export const PASSWORD = "sandbox-password";

/** Seeded ids (sandbox/seed/base.ts, accounts.ts): an API without lists is reached by id. */
export const SEEDED = {
  complianceRoleId: stableId("role:compliance"),
  acmeCustomerId: stableId("customer:acme"),
  /** n = 0 is a PSE account (ACCOUNT_TYPES[0]). */
  pseAccountId: stableId("account:acme:0"),
};

export async function signIn(page: Page, email = "ops@example.com"): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** An error state, a not-found page or an outage message; Next's route announcer is not one. */
export async function expectNoErrorState(page: Page): Promise<void> {
  await expect(page.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveCount(0);
  await expect(page.getByText(/page not found|not answering|something went wrong/i)).toHaveCount(0);
}

/** Calls the sandbox directly with ops' own token: the sandbox's state, not the dashboard's view. */
export async function sandboxCall(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const login = await fetch(`${specOnlySandboxURL}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ops@example.com", password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${specOnlySandboxURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Every request the sandbox logged (SANDBOX_LOG_REQUESTS=1): pino JSON lines with msg "request". */
export function sandboxRequests(): { method: string; path: string; status: number }[] {
  return readFileSync(specOnlySandboxLog, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number })
    .filter((entry) => entry.msg === "request")
    .map((e) => ({ method: String(e.method), path: String(e.path), status: Number(e.status) }));
}
