import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { type ApiSwitch, startApiSwitch } from "./api-switch";
import { type Proc, startProcess, stopProcess, waitForUrl } from "./processes";

/**
 * Postgres (from scripts/with-postgres.sh), the sandbox, an API switch in
 * front of it and two dashboard instances of one build, all on loopback.
 * Each part gets its own database so the sandbox's and the dashboard's
 * tables never meet.
 */
export const PORTS = { dashboardA: 3370, dashboardB: 3371, sandbox: 4370, apiSwitch: 4371 } as const;
export type Ports = { [K in keyof typeof PORTS]: number };
export const ACCESS_TOKEN_TTL_MS = 65_000;
export const API_TIMEOUT_MS = 2_000;
/** The build to start: `next build` output, .next unless NEXT_DIST_DIR says otherwise. */
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";

export interface Cluster {
  urlA: string;
  urlB: string;
  sandboxUrl: string;
  dashboardDbUrl: string;
  sandboxDbUrl: string;
  secrets: { nextauth: string; tokenKey: string };
  a: Proc;
  b: Proc;
  sandbox: Proc;
  apiSwitch: ApiSwitch;
  startDashboard(which: "a" | "b"): Promise<Proc>;
  startSandbox(): Promise<Proc>;
  stop(): Promise<void>;
}

/** A fresh database of that name on the suite's Postgres (dropped first if a run left it). */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The dashboard's server runs in this one process (node itself), so SIGKILL/SIGTERM reach it directly. */
const DASHBOARD_SERVER = "scripts/dashboard-server.mjs";

export interface ClusterOptions {
  /** The sandbox's access token lifetime; the suite keeps it just over the dashboard's refresh margin. */
  accessTokenTtlMs?: number;
  /**
   * The dashboards' API_TIMEOUT_MS. The suite shortens it (2 s) so the slow-API
   * checks finish quickly; null leaves it unset, i.e. the production default
   * (lib/env.ts), which is what a benchmark must measure.
   */
  apiTimeoutMs?: number | null;
  /** Dashboards call the sandbox directly instead of through the API switch (no extra hop in a benchmark). */
  directApi?: boolean;
  /** Other loopback ports, so a benchmark and the suite can run side by side. */
  ports?: Ports;
  /** Node flags for the dashboards (e.g. --cpu-prof; Node refuses it in NODE_OPTIONS). */
  dashboardNodeArgs?: string[];
}

/** The sandbox on a loopback port with its own database, answering its health check. */
export async function startSandboxProcess(
  port: number,
  sandboxDbUrl: string,
  accessTokenTtlMs = ACCESS_TOKEN_TTL_MS,
): Promise<Proc> {
  // node itself (not npx or the tsx CLI, which put a parent in between): a signal reaches the server.
  const proc = startProcess("sandbox", process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    SANDBOX_PORT: String(port),
    SANDBOX_DATABASE_URL: sandboxDbUrl,
    SANDBOX_ACCESS_TOKEN_TTL_MS: String(accessTokenTtlMs),
    SANDBOX_LOG_LEVEL: "warn",
    SANDBOX_RETRY_SCALE: "0.001",
    // The dashboards' receivers listen on 127.0.0.1 over http.
    SANDBOX_LOOPBACK_WEBHOOKS: "on",
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/v2/health`, proc);
  return proc;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set: run through scripts/with-postgres.sh (npm run test:scale)");
  const dashboardDbUrl = await createDatabase(adminUrl, "scale_dashboard");
  const sandboxDbUrl = await createDatabase(adminUrl, "scale_sandbox");
  const secrets = { nextauth: randomBytes(32).toString("hex"), tokenKey: randomBytes(32).toString("hex") };
  const ports = options.ports ?? PORTS;
  const apiTimeoutMs = options.apiTimeoutMs === undefined ? API_TIMEOUT_MS : options.apiTimeoutMs;
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

  const startSandbox = () => startSandboxProcess(ports.sandbox, sandboxDbUrl, options.accessTokenTtlMs);
  const startDashboard = async (which: "a" | "b") => {
    const port = which === "a" ? ports.dashboardA : ports.dashboardB;
    const url = `http://127.0.0.1:${port}`;
    const proc = startProcess(
      `dashboard-${which}`,
      process.execPath,
      [...(options.dashboardNodeArgs ?? []), DASHBOARD_SERVER, "-H", "127.0.0.1", "-p", String(port)],
      {
        ...base,
        NODE_ENV: "production",
        NEXT_DIST_DIR: DIST_DIR,
        DATABASE_URL: dashboardDbUrl,
        API_BASE_URL: options.directApi ? sandboxUrl : `http://127.0.0.1:${ports.apiSwitch}`,
        // undefined drops an inherited value too (spawn ignores undefined entries).
        API_TIMEOUT_MS: apiTimeoutMs === null ? undefined : String(apiTimeoutMs),
        NEXTAUTH_URL: url,
        NEXTAUTH_SECRET: secrets.nextauth,
        TOKEN_ENCRYPTION_KEY: secrets.tokenKey,
        SHUTDOWN_GRACE_MS: "5000",
        // Password-only operators, as in the main e2e run: what is measured here is the cluster
        // (approvals executed once, sessions ended everywhere), not the second factor (e2e/mfa).
        OPERATOR_MFA: "off",
      },
    );
    await waitForUrl(`${url}/api/health`, proc);
    return proc;
  };

  const apiSwitch = await startApiSwitch(ports.apiSwitch, ports.sandbox, (apiTimeoutMs ?? API_TIMEOUT_MS) * 3);
  const sandbox = await startSandbox();
  // Both at once: the migration runner's advisory lock makes the second wait for the first.
  const [a, b] = await Promise.all([startDashboard("a"), startDashboard("b")]);
  const cluster: Cluster = {
    urlA: `http://127.0.0.1:${ports.dashboardA}`,
    urlB: `http://127.0.0.1:${ports.dashboardB}`,
    sandboxUrl,
    dashboardDbUrl,
    sandboxDbUrl,
    secrets,
    a,
    b,
    sandbox,
    apiSwitch,
    startDashboard,
    startSandbox,
    async stop() {
      await Promise.all([cluster.a, cluster.b, cluster.sandbox].map((p) => stopProcess(p)));
      await apiSwitch.close();
    },
  };
  return cluster;
}

/** Runs SQL against one of the cluster's databases. */
export async function query<R>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}
