import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "./scripts/lib/find-chromium.mjs";

/**
 * The dashboard against Prism, a third-party mock serving spec/openapi.yaml (the specification's
 * endpoints only, written by hand): an API this project did not write, which answers a route it
 * lacks with 404 or 405 and a problem+json body and serves no OpenAPI document. Two dashboards
 * from the same production build: one learns the customer from a configured token claim
 * (API_CUSTOMER_CLAIM=tenant), the other is a single-customer deployment (API_CUSTOMER_ID).
 * Prism's log is read by the spec to prove no request broke the document.
 */
const prismPort = Number(process.env.E2E_PRISM_PORT ?? 4330);
const claimPort = Number(process.env.E2E_PRISM_CLAIM_PORT ?? 3330);
const customerIdPort = Number(process.env.E2E_PRISM_ID_PORT ?? 3331);
export const prismDataRoot = path.resolve(`${process.env.E2E_DATA_DIR ?? ".data/e2e"}-spec-prism`);
export const prismURL = `http://127.0.0.1:${prismPort}`;
export const prismLog = path.join(prismDataRoot, "prism.log");
/** The single-customer deployment's customer: the token's `tenant` claim is not a default claim name. */
export const PRISM_DEPLOYMENT_CUSTOMER = "cus_prism_1";

const executablePath = chromiumExecutablePath();

function dashboard(name: string, port: number, env: Record<string, string>) {
  const root = path.join(prismDataRoot, name);
  return {
    command: `rm -rf "${root}" && mkdir -p "${root}" && node scripts/dashboard-server.mjs -H 127.0.0.1 -p ${port} > "${root}.log" 2>&1`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
      API_BASE_URL: prismURL,
      // Prism's examples are fake money: the sandbox's rules (and the Ramps screen) apply.
      API_ENV: "sandbox",
      OPERATOR_MFA: "off",
      API_EXTENSIONS: "auto",
      AUDIT_READERS: "ops@example.com",
      CHANGE_ALLOWED_OPERATORS: "ops@example.com",
      DASHBOARD_DATA_DIR: root,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: "e2e-nextauth-secret-not-for-production-000000",
      TOKEN_ENCRYPTION_KEY: "e2e-token-encryption-key-not-for-production-0",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "e2e/spec-only-prism",
  outputDir: path.join(prismDataRoot, "test-results"),
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0, // as playwright.config.ts: a test passing only on its retry is listed as flaky
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
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
  projects: [
    { name: "token claim", use: { baseURL: `http://127.0.0.1:${claimPort}` } },
    { name: "API_CUSTOMER_ID", use: { baseURL: `http://127.0.0.1:${customerIdPort}` } },
  ],
  webServer: [
    {
      // --errors: a request that breaks the document is answered 422 as well as logged, so the
      // screen that sent it fails too. The log is the proof the spec reads.
      command: `mkdir -p "${prismDataRoot}" && npx prism mock --errors -h 127.0.0.1 -p ${prismPort} spec/openapi.yaml > "${prismLog}" 2>&1`,
      // Prism has no health route: a listed operation without a token answers 401 once it serves.
      url: `${prismURL}/api/v2/payouts`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    dashboard("claim", claimPort, { API_CUSTOMER_CLAIM: "tenant" }),
    dashboard("customer-id", customerIdPort, {
      API_CUSTOMER_ID: PRISM_DEPLOYMENT_CUSTOMER,
      API_CUSTOMER_NAME: "Prism Remesas",
    }),
  ],
});
