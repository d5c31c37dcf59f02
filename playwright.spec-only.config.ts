import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "./scripts/lib/find-chromium.mjs";

/**
 * The dashboard against the sandbox with SANDBOX_EXTENSIONS=off: only what the specification
 * shows. Its own sandbox, dashboard, ports and stores (Playwright's web servers are per config,
 * so this is a second config run as its own step of scripts/test.sh), the same production build.
 */
const sandboxPort = Number(process.env.E2E_SPEC_SANDBOX_PORT ?? 4320);
const dashboardPort = Number(process.env.E2E_SPEC_PORT ?? 3321);
export const specOnlyDataRoot = path.resolve(`${process.env.E2E_DATA_DIR ?? ".data/e2e"}-spec-only`);
export const specOnlyBaseURL = `http://127.0.0.1:${dashboardPort}`;
export const specOnlySandboxURL = `http://127.0.0.1:${sandboxPort}`;
export const specOnlySandboxLog = path.join(specOnlyDataRoot, "sandbox.log");
const dashboardLog = path.join(specOnlyDataRoot, "dashboard.log");

/** The machine's Chromium (or CHROMIUM_PATH) where it runs; otherwise Playwright launches its own. */
const executablePath = chromiumExecutablePath();

export default defineConfig({
  testDir: "e2e/spec-only",
  outputDir: path.join(specOnlyDataRoot, "test-results"),
  // One operator edits records the other tests read back: one worker, in file order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0, // as playwright.config.ts: a test passing only on its retry is listed as flaky
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: specOnlyBaseURL,
    // A trace costs every test CPU while it records; on CI a failed test runs again (retries: 1)
    // and that run records one, as Playwright advises. Locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-US",
    ...devices["Desktop Chrome"],
    channel: undefined,
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: `rm -rf "${path.join(specOnlyDataRoot, "sandbox")}" && mkdir -p "${specOnlyDataRoot}" && npx tsx sandbox/server.ts > "${specOnlySandboxLog}" 2>&1`,
      url: `${specOnlySandboxURL}/api/v2/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: path.join(specOnlyDataRoot, "sandbox"),
        SANDBOX_EXTENSIONS: "off",
        // The request log the spec reads to prove no extension was called.
        SANDBOX_LOG_REQUESTS: "1",
        SANDBOX_RETRY_SCALE: "0.001",
        // "Receive here" registers this machine's http://127.0.0.1 receiver: the one deviation, asked for.
        SANDBOX_LOOPBACK_WEBHOOKS: "on",
      },
    },
    {
      command: `rm -rf "${path.join(specOnlyDataRoot, "dashboard")}" && mkdir -p "${specOnlyDataRoot}" && node scripts/dashboard-server.mjs -H 127.0.0.1 -p ${dashboardPort} > "${dashboardLog}" 2>&1`,
      url: `${specOnlyBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
        API_BASE_URL: specOnlySandboxURL,
        API_ENV: "sandbox",
        // Password-only sessions, as in the main e2e run (playwright.config.ts).
        OPERATOR_MFA: "off",
        // Discovery, not a fixed list: the dashboard must learn from the OpenAPI document.
        API_EXTENSIONS: "auto",
        // No /backoffice/me and no permissions claim: the audit log's readers are named here,
        // so the audit screen loads for ops (the forbidden state would also be correct).
        AUDIT_READERS: "ops@example.com",
        // Likewise nothing says what ops may change: without this every change is refused (the
        // refusal names the setting), so the spec-only screens are driven as an administrator set them up.
        CHANGE_ALLOWED_OPERATORS: "ops@example.com",
        DASHBOARD_DATA_DIR: path.join(specOnlyDataRoot, "dashboard"),
        NEXTAUTH_URL: specOnlyBaseURL,
        NEXTAUTH_SECRET: "e2e-nextauth-secret-not-for-production-000000",
        TOKEN_ENCRYPTION_KEY: "e2e-token-encryption-key-not-for-production-0",
      },
    },
  ],
});
