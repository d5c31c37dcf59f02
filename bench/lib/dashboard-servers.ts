import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { waitForHealthy } from "./wait-healthy";

/**
 * The sandbox (seeded once into its data dir) and one dashboard per production build, for the
 * browser benches (bench/payouts-page, bench/filter-profile). Each server leads its own process
 * group, so stopping it reaches the real server behind any wrapper.
 */
export type Build = { name: string; dir: string; dist: string };

export type ServerOptions = {
  sandboxPort: number;
  dashboardPort: number;
  seedPayouts: number;
  dataDir: string;
  builds: Build[];
};

const children: ChildProcess[] = [];
const bin = (name: string) => path.resolve("node_modules", ".bin", name);

function start(name: string, command: string, args: string[], env: Record<string, string>, cwd?: string) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  child.on("exit", (code) => code && console.error(`[${name}] exited ${code}`));
  children.push(child);
}

export function stopServers() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

function dashboardEnv(sandbox: string, port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    API_BASE_URL: sandbox,
    API_ENV: "sandbox",
    DASHBOARD_DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-nextauth-secret-not-for-production-0000",
    TOKEN_ENCRYPTION_KEY: process.env.TOKEN_ENCRYPTION_KEY ?? "bench-token-encryption-key-not-for-production",
  };
}

/** Starts the sandbox and a dashboard per build (ports dashboardPort, +1, …); resolves with their base URLs. */
export async function startServers(options: ServerOptions): Promise<string[]> {
  const sandbox = `http://127.0.0.1:${options.sandboxPort}`;
  // The sandbox seeds on first start of an empty store; the store is kept between runs.
  start("sandbox", bin("tsx"), ["sandbox/server.ts"], {
    SANDBOX_PORT: String(options.sandboxPort),
    SANDBOX_DATA_DIR: path.join(options.dataDir, "sandbox"),
    SANDBOX_SEED_PAYOUTS: String(options.seedPayouts),
    SANDBOX_LOG_LEVEL: "warn",
  });
  // Seeding 100,000 payouts on a first run takes minutes.
  await waitForHealthy(`${sandbox}/api/v2/health`, 900_000, { intervalMs: 1_000 });
  const bases: string[] = [];
  for (const [index, build] of options.builds.entries()) {
    const port = options.dashboardPort + index;
    const dataDir = path.join(options.dataDir, `dashboard${index || ""}`);
    rmSync(dataDir, { recursive: true, force: true });
    start(
      build.name,
      process.execPath,
      [path.join(build.dir, "scripts/dashboard-server.mjs"), "-H", "127.0.0.1", "-p", String(port)],
      { NEXT_DIST_DIR: build.dist, ...dashboardEnv(sandbox, port, dataDir) },
      build.dir,
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const base of bases) await waitForHealthy(`${base}/api/health`, 120_000, { intervalMs: 1_000 });
  return bases;
}

/** Signs in as the sandbox's operator; the page's context then carries the session cookie. */
export async function login(page: Page, base: string) {
  // A just-started server loads each route's modules on first use; on a busy machine that
  // alone can take longer than Playwright's default 30 s.
  page.setDefaultTimeout(120_000);
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("ops@example.com");
  await page.getByLabel("Password").fill("sandbox-password");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${base}/`);
}

/** Percentile by rank (nearest rank, no interpolation). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
