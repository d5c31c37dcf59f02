import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../sandbox/seed/base";
import { createDatabase, DIST_DIR, query, startSandboxProcess } from "./harness/cluster";
import { type Proc, startProcess, stopProcess, waitForUrl } from "./harness/processes";
import { setReceiverSecret } from "./harness/receiver-secret";
import { CookieJar, signIn } from "./harness/session";
import { signedEnvelope } from "./harness/webhook";

/*
 * The app started the standard way: `next start` on the same build, without
 * scripts/dashboard-server.mjs. A deployment that does so (or runs a standalone build) must
 * still receive webhook deliveries (the receiver is an App Router route), say in /api/ready
 * that its own server is absent, and count sign-in failures per account with one logged
 * warning instead of under one shared "unknown" address. One instance, the sandbox beside it.
 */

/** Ports of their own, so this file never meets a cluster another file left behind. */
const PORTS = { dashboard: 3372, sandbox: 4372 } as const;
const URL_BASE = `http://127.0.0.1:${PORTS.dashboard}`;
const RECEIVER_SECRET = "next-start-receiver-secret-0123456789abcdef";
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");

let sandbox: Proc | undefined;
let dashboard: Proc | undefined;
let dashboardDbUrl = "";
let receivePath = "";

const post = (envelope: ReturnType<typeof signedEnvelope>) =>
  fetch(`${URL_BASE}${receivePath}`, { method: "POST", headers: envelope.headers, body: envelope.body });

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set: run through scripts/with-postgres.sh (npm run test:scale)");
  dashboardDbUrl = await createDatabase(adminUrl, "next_start_dashboard");
  const sandboxDbUrl = await createDatabase(adminUrl, "next_start_sandbox");
  sandbox = await startSandboxProcess(PORTS.sandbox, sandboxDbUrl);
  const tokenKey = randomBytes(32).toString("hex");
  // node itself running Next's own CLI (not npx): SIGTERM reaches the server, as under a supervisor.
  dashboard = startProcess(
    "next-start",
    process.execPath,
    [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(PORTS.dashboard)],
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: dashboardDbUrl,
      API_BASE_URL: `http://127.0.0.1:${PORTS.sandbox}`,
      NEXTAUTH_URL: URL_BASE,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      TOKEN_ENCRYPTION_KEY: tokenKey,
      OPERATOR_MFA: "off",
      LOG_LEVEL: "info",
    },
  );
  await waitForUrl(`${URL_BASE}/api/health`, dashboard);
  // /api/ready opens the store and runs its migrations before the receiver's row goes in.
  await waitForUrl(`${URL_BASE}/api/ready`, dashboard, 60_000);
  receivePath = await setReceiverSecret(dashboardDbUrl, tokenKey, SEED.customers.acme.id, RECEIVER_SECRET);
});

afterAll(async () => {
  if (dashboard) await stopProcess(dashboard);
  if (sandbox) await stopProcess(sandbox);
});

describe("under `next start` (no dashboard server)", () => {
  it("is ready, and readiness says the dashboard's own server is not running it", async () => {
    const response = await fetch(`${URL_BASE}/api/ready`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { status: string; checks: { server: { ok: boolean; detail?: string } } };
    expect(response.status).toBe(200);
    expect(body.status).toBe("ready");
    // Reported, never a reason to be unready.
    expect(body.checks.server.ok).toBe(true);
    expect(body.checks.server.detail).toMatch(/without scripts\/dashboard-server\.mjs/);
  });

  it("receives a signed delivery and stores it under its customer; a forged one is refused and not stored", async () => {
    const delivery = signedEnvelope(RECEIVER_SECRET);
    const receipt = await post(delivery);
    expect(receipt.status).toBeGreaterThanOrEqual(200);
    expect(receipt.status).toBeLessThan(300);
    const forged = signedEnvelope("not-the-receiver-secret-0123456789abcdef");
    expect((await post(forged)).status).toBe(401);
    const stored = await query<{ id: string; customer_id: string }>(
      dashboardDbUrl,
      "SELECT id, customer_id FROM webhook_inbox WHERE id = ANY($1)",
      [[delivery.id, forged.id]],
    );
    expect(stored).toEqual([{ id: delivery.id, customer_id: SEED.customers.acme.id }]);
  });

  it("refuses a delivery over the size cap without the server's body guard", async () => {
    const huge = "x".repeat(1_100_000);
    const response = await fetch(`${URL_BASE}${receivePath}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature-sha256": "0".repeat(64) },
      body: huge,
    });
    expect(response.status).toBe(413);
  });

  it("signs in, counting per account, and warns once that the client's address is unknown", async () => {
    await signIn(new CookieJar(), URL_BASE, "ops@example.com");
    await signIn(new CookieJar(), URL_BASE, "ops@example.com");
    const warnings = (dashboard?.output ?? []).filter((line) => line.includes("auth.throttle.no_client_address"));
    expect(warnings).toHaveLength(1);
  });
});
