import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import type { TOTP } from "otpauth";
import { sandboxURL } from "../../playwright.config";
import { sandboxLogin } from "../auth-helpers";
import { seriousAxeFindings } from "../layout-checks";
import { e2eDataRoot } from "../paths";
import { addVirtualAuthenticator, enrolTotpAtSignIn, expectDashboard, signInWithPassword } from "./mfa-helpers";

/**
 * Step-up (issue 20): a COP recharge needs a second factor given within the last five minutes.
 *
 * The window is five minutes and the test may not wait that long, nor may the product grow a
 * test-only switch. So this spec starts its own dashboard server (same build and sandbox as the
 * MFA server, its own store, OPERATOR_MFA=required) with e2e/mfa/step-up-clock.mjs preloaded:
 * writing an offset to a file moves that server's Date.now() forward, and the proof the operator
 * gave at sign-in becomes six minutes old for real as far as the server can tell. Nothing else
 * is faked: the browser, the store, the sandbox and the action are the real ones.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

const port = Number(process.env.E2E_MFA_PORT ?? 3320) + 7;
// localhost, not 127.0.0.1: WebAuthn refuses an IP address as relying party.
const base = `http://localhost:${port}`;
const dataDir = path.join(e2eDataRoot, "dashboard-stepup");
const clockFile = path.join(e2eDataRoot, "stepup-clock-offset");
const SIX_MINUTES = 6 * 60_000;
const RECHARGE_PATH = "/api/v2/backoffice/ops/recharges/cop";

let server: ChildProcess | undefined;
let offset = 0;

/** Moves the step-up server's clock `ms` further forward and waits until it has read it. */
async function advanceServerClock(page: Page, ms: number) {
  offset += ms;
  writeFileSync(clockFile, String(offset));
  await page.waitForTimeout(400);
}

/** The authenticator app's code for the server's current time. */
const codeNow = (app: TOTP) => app.generate({ timestamp: Date.now() + offset });

async function fillRecharge(page: Page, amount: string, description: string): Promise<string> {
  const order = page.getByRole("textbox", { name: "Order", exact: true });
  await expect(order).toHaveValue(/^RCH-/);
  const value = `${await order.inputValue()}-${Math.random().toString(16).slice(2, 6)}`;
  await order.fill(value);
  await page.getByLabel("Amount (COP, whole pesos)").fill(amount);
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Review recharge" }).click();
  await page
    .getByRole("dialog", { name: "Confirm the recharge" })
    .getByRole("button", { name: "Recharge now" })
    .click();
  return value;
}

/** Whether the sandbox holds a recharge with this order, asked as the operator straight from the API. */
async function sandboxHasRecharge(email: string, order: string): Promise<boolean> {
  const { accessToken } = await sandboxLogin(email);
  const response = await fetch(`${sandboxURL}${RECHARGE_PATH}?order=${encodeURIComponent(order)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect([200, 404]).toContain(response.status);
  return response.status === 200;
}

/** A seeded PSE account with its full account number, read from the sandbox as `email`. */
async function pseAccount(email: string): Promise<{ id: string; accountNumber: string }> {
  const { accessToken } = await sandboxLogin(email);
  const response = await fetch(`${sandboxURL}/api/v2/accounts?type=PSE&limit=5`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { accounts } = (await response.json()) as { accounts: { id: string; data: { accountNumber?: string } }[] };
  const found = accounts.find((a) => typeof a.data.accountNumber === "string");
  if (!found?.data.accountNumber) throw new Error("no PSE account seeded");
  return { id: found.id, accountNumber: found.data.accountNumber };
}

test.use({ baseURL: base });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(e2eDataRoot, { recursive: true });
  writeFileSync(clockFile, "0");
  const log = openSync(path.join(e2eDataRoot, "dashboard-stepup.log"), "w");
  server = spawn(
    process.execPath,
    ["--import", "./e2e/mfa/step-up-clock.mjs", "scripts/dashboard-server.mjs", "-H", "127.0.0.1", "-p", String(port)],
    {
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: sandboxURL,
        API_ENV: "sandbox",
        OPERATOR_MFA: "required",
        DASHBOARD_DATA_DIR: dataDir,
        NEXTAUTH_URL: base,
        NEXTAUTH_SECRET: "e2e-nextauth-secret-not-for-production-000000",
        TOKEN_ENCRYPTION_KEY: "e2e-token-encryption-key-not-for-production-0",
        STEP_UP_CLOCK_FILE: clockFile,
      },
    },
  );
  // Ready, not only alive: the store (migrated on first use) must answer before a sign-in is tried.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`step-up dashboard exited (${server.exitCode}): see its log`);
    const up = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("step-up dashboard did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
});

test("a recharge right after sign-in goes through; six minutes later the server refuses it until the operator confirms with their authenticator code", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = "ops@example.com";
  await signInWithPassword(page, email, "/recharges");
  const { app } = await enrolTotpAtSignIn(page);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expectDashboard(page);
  await expect(page).toHaveURL(/\/recharges/);

  // The factor given at sign-in is a fresh proof: no dialog. The browser's POST of the action is
  // kept, to be sent again later exactly as a tool would.
  const actionPost = page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined);
  const fresh = await fillRecharge(page, "1000", "step-up e2e fresh");
  await expect(page.getByTestId("recharge-result")).toContainText("Recharge created");
  // The result on screen is this recharge's, not the one before it still showing.
  await expect(page.getByTestId("recharge-order")).toContainText(fresh);
  await expect(page.getByRole("dialog", { name: "Confirm it's you" })).toHaveCount(0);
  expect(await sandboxHasRecharge(email, fresh)).toBe(true);
  const posted = await actionPost;
  expect(posted.postData() ?? "").toContain(fresh);

  await advanceServerClock(page, SIX_MINUTES);

  // The same action posted directly, with the session's cookie: refused, and nothing is sent.
  const forged = `${fresh}-direct`;
  const direct = await page.request.post(posted.url(), {
    headers: {
      "next-action": posted.headers()["next-action"] ?? "",
      "content-type": posted.headers()["content-type"] ?? "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: base,
    },
    data: (posted.postData() ?? "").replace(fresh, forged),
  });
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain("step_up_required");
  expect(await sandboxHasRecharge(email, forged)).toBe(false);

  // In the browser: the dialog opens; Escape gives up and nothing is sent.
  const cancelled = await fillRecharge(page, "2000", "step-up e2e cancelled");
  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  const code = stepUp.getByLabel("6-digit code from your authenticator app");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(stepUp).toBeHidden();
  await expect(page.getByText("Confirm it is you to continue: nothing was sent")).toBeVisible();
  expect(await sandboxHasRecharge(email, cancelled)).toBe(false);

  // A wrong code is refused and counted; the right one carries the same recharge through without
  // typing the form again.
  await page.getByRole("button", { name: "Review recharge" }).click();
  await page
    .getByRole("dialog", { name: "Confirm the recharge" })
    .getByRole("button", { name: "Recharge now" })
    .click();
  await expect(stepUp).toBeVisible();
  // The recharge's own dialog steps aside meanwhile: one dialog on screen, never one over another.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  const right = codeNow(app);
  await code.fill(right === "000000" ? "111111" : "000000");
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp.getByRole("alert")).toContainText("That is not right.");
  await expect(stepUp.getByRole("alert")).toContainText("4 attempts left");
  await code.fill(codeNow(app));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByTestId("recharge-result")).toContainText("Recharge created");
  // The result on screen is this recharge's, not the one before it still showing.
  await expect(page.getByTestId("recharge-order")).toContainText(cancelled);
  expect(await sandboxHasRecharge(email, cancelled)).toBe(true);

  // Within the window the next sensitive action asks nothing more.
  const again = await fillRecharge(page, "3000", "step-up e2e within the window");
  await expect(page.getByTestId("recharge-result")).toContainText("Recharge created");
  // The result on screen is this recharge's, not the one before it still showing.
  await expect(page.getByTestId("recharge-order")).toContainText(again);
  await expect(stepUp).toHaveCount(0);
  expect(await sandboxHasRecharge(email, again)).toBe(true);

  // A reveal once the window has passed: the reason first, then only "Confirm it's you" (the reason
  // dialog steps aside instead of showing as an empty box under it), then the full value.
  await advanceServerClock(page, SIX_MINUTES);
  const account = await pseAccount(email);
  await page.goto(`/accounts/${account.id}`);
  const values = page.getByRole("region", { name: "Protected values" });
  await values.getByRole("button", { name: "Reveal account number" }).click();
  const reason = page.getByRole("dialog", { name: "Reveal account number" });
  await reason.getByRole("textbox", { name: "Reason" }).fill("Checking the account with the beneficiary's bank");
  await reason.getByRole("button", { name: "Reveal" }).click();
  await expect(stepUp).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await code.fill(codeNow(app));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(values.getByTestId("revealed-value")).toHaveText(account.accountNumber);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a passkey confirms it's you through Chromium's virtual authenticator", async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = "ops@other.example";
  await addVirtualAuthenticator(page, context);
  await signInWithPassword(page, email, "/recharges");
  await expect(page).toHaveURL(/\/login\/enrol/);
  await page.getByLabel("Name").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expectDashboard(page);

  await advanceServerClock(page, SIX_MINUTES);
  const order = await fillRecharge(page, "4000", "step-up e2e passkey");
  const stepUp = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole("button", { name: "Use a passkey" }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByTestId("recharge-result")).toContainText("Recharge created");
  // The result on screen is this recharge's, not the one before it still showing.
  await expect(page.getByTestId("recharge-order")).toContainText(order);
  expect(await sandboxHasRecharge(email, order)).toBe(true);
});
