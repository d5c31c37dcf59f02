import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eDataRoot } from "./e2e/paths";
import { serverLogs } from "./e2e/server-logs";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "./scripts/lib/find-chromium.mjs";

/**
 * e2e against a production build (`next build` first) and a fresh sandbox.
 * Ports are loopback-only and configurable so several runs can coexist.
 */
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4310);
const dashboardPort = Number(process.env.E2E_PORT ?? 3310);
const dataRoot = e2eDataRoot;
export const baseURL = `http://127.0.0.1:${dashboardPort}`;
export const sandboxURL = `http://127.0.0.1:${sandboxPort}`;
/**
 * The MFA dashboard (e2e/mfa): OPERATOR_MFA=required and a one-minute idle limit, against the same
 * sandbox. Reached as localhost, not 127.0.0.1: WebAuthn refuses an IP address as relying party.
 */
const mfaPort = Number(process.env.E2E_MFA_PORT ?? 3320);
export const mfaBaseURL = `http://localhost:${mfaPort}`;

/** The tag of tests that mostly wait on a real clock: they run in the `waits` project. */
const WAITS = /@waits/;

/** The machine's Chromium (or CHROMIUM_PATH) where it runs; otherwise Playwright launches its own. */
const executablePath = chromiumExecutablePath();

export default defineConfig({
  testDir: "e2e",
  // A run with its own E2E_DATA_DIR keeps its traces there too, away from a concurrent run's.
  outputDir: process.env.E2E_DATA_DIR ? path.join(dataRoot, "test-results") : "test-results",
  // Tests of one file spread over the workers (files whose tests share state say `serial`),
  // so one long file no longer decides the wall time. Two workers keep both cores busy with the
  // `chromium` project; a third runs only tests that spend minutes waiting on a real clock (the
  // `waits` project beside it, then the last projects, mostly waits as well).
  fullyParallel: true,
  workers: 3,
  // On CI a failed test runs once more, as Playwright advises for shared machines: one that passes
  // only then is listed as "flaky" at the end of the run, by name, to be mended, not hidden. A
  // local run never retries, so a flaky test shows as a failure where it can be studied.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (e2e/layout.spec.ts): anti-aliasing differs by a few pixels, a layout change by far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01 },
  },
  // One baseline per screen, no platform suffix: CI on the same kind of machine (Linux, Debian's
  // Chromium) compares against the committed PNGs. Update: `npx playwright test e2e/layout.spec.ts --update-snapshots`.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  reporter: [
    // The servers' warnings first, so the list of failed tests is the last thing a run prints
    // (a CI log is often read from its tail).
    ["./e2e/server-logs-reporter.ts"],
    ["list"],
    ...(process.env.CI ? [] : ([["html", { open: "never" }]] as const)),
  ],
  use: {
    baseURL,
    // A trace costs every test CPU while it records; on CI a failed test runs again (retries: 1)
    // and that run records one, as Playwright advises. Locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-US",
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["setup"],
      workers: 2,
      grepInvert: WAITS,
      // e2e/spec-only runs against a sandbox with its extensions off: playwright.spec-only.config.ts.
      testIgnore: [
        /.*\.setup\.ts/,
        /tenancy\.spec\.ts/,
        /approvals\.spec\.ts/,
        /spec-only\//,
        /spec-only-prism\//,
        /mfa\//,
      ],
    },
    {
      // Tests tagged @waits: a minute or more on a real clock (a token's expiry, an idle limit),
      // at almost no CPU, so they take the third worker beside the `chromium` project rather than
      // one of its two. Each changes nothing the other projects read: sign-ins of their own.
      name: "waits",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["setup"],
      workers: 1,
      grep: WAITS,
      testMatch: [/auth\.spec\.ts/, /mfa\/idle\.spec\.ts/],
    },
    {
      // Second factors and step-up, against the MFA dashboard (its own store).
      name: "mfa",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: mfaBaseURL },
      dependencies: ["chromium"],
      grepInvert: WAITS,
      testMatch: /mfa\/.*\.spec\.ts/,
    },
    {
      // After the others: it turns Acme's approval policies on (recharges, role changes) for a
      // while, which would hold the other specs' recharges and role edits for approval.
      name: "approvals",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["chromium"],
      testMatch: /approvals\.spec\.ts/,
    },
    {
      // Last, alone: it sets both customers' receivers ("Receive here"), which the webhooks
      // spec must not see change under it, and it reads what every other spec stored.
      name: "tenancy",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["chromium"],
      testMatch: /tenancy\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // A fresh store each run: the sandbox seeds itself on first start of an empty store.
      // Output goes to a file: e2e/server-logs-reporter.ts prints its warnings when a run fails.
      command: `rm -rf "${path.join(dataRoot, "sandbox")}" && mkdir -p "${dataRoot}" && npx tsx sandbox/server.ts > "${serverLogs.sandbox}" 2>&1`,
      url: `${sandboxURL}/api/v2/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: path.join(dataRoot, "sandbox"),
        // Short-lived access tokens: the dashboard refreshes within a minute of expiry,
        // so e2e runs exercise the refresh path constantly.
        SANDBOX_ACCESS_TOKEN_TTL_MS: process.env.SANDBOX_ACCESS_TOKEN_TTL_MS ?? "75000",
        SANDBOX_RETRY_SCALE: "0.001",
        // "Receive here" registers this machine's http://127.0.0.1 receiver (README, extensions).
        SANDBOX_LOOPBACK_WEBHOOKS: "on",
      },
    },
    {
      command: `rm -rf "${path.join(dataRoot, "dashboard")}" && mkdir -p "${dataRoot}" && node scripts/dashboard-server.mjs -H 127.0.0.1 -p ${dashboardPort} > "${serverLogs.dashboard}" 2>&1`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: sandboxURL,
        API_ENV: "sandbox",
        // The specs here act on a password alone; second factors, step-up and the policy's
        // other settings are e2e/mfa's, against a dashboard of their own (OPERATOR_MFA=required).
        OPERATOR_MFA: "off",
        DASHBOARD_DATA_DIR: path.join(dataRoot, "dashboard"),
        NEXTAUTH_URL: baseURL,
        NEXTAUTH_SECRET: "e2e-nextauth-secret-not-for-production-000000",
        TOKEN_ENCRYPTION_KEY: "e2e-token-encryption-key-not-for-production-0",
      },
    },
    {
      // The MFA dashboard: same build and sandbox, its own store, second factors required.
      command: `rm -rf "${path.join(dataRoot, "dashboard-mfa")}" && mkdir -p "${dataRoot}" && node scripts/dashboard-server.mjs -H 127.0.0.1 -p ${mfaPort} > "${path.join(dataRoot, "dashboard-mfa.log")}" 2>&1`,
      url: `http://127.0.0.1:${mfaPort}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: sandboxURL,
        API_ENV: "sandbox",
        OPERATOR_MFA: "required",
        SESSION_IDLE_MINUTES: "1",
        DASHBOARD_DATA_DIR: path.join(dataRoot, "dashboard-mfa"),
        NEXTAUTH_URL: mfaBaseURL,
        NEXTAUTH_SECRET: "e2e-nextauth-secret-not-for-production-000000",
        TOKEN_ENCRYPTION_KEY: "e2e-token-encryption-key-not-for-production-0",
      },
    },
  ],
});
