import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Where a sandbox process keeps its store: a temporary PGlite folder, or,
 * when SANDBOX_DATABASE_URL is set, a schema of its own on that Postgres
 * (selected through the connection string), so test files never meet.
 */
export async function createStoreLocation(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-proc-"));
  const base = process.env.SANDBOX_DATABASE_URL;
  if (!base)
    return {
      env: { SANDBOX_DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const schema = `proc_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { SANDBOX_DATA_DIR: dataDir, SANDBOX_DATABASE_URL: url.toString() },
    dispose: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SandboxProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the sandbox (`node --import tsx sandbox/server.ts`, what `npx tsx`
 * runs, but as one process: the tsx CLI would put the server in a child
 * process that a SIGKILL of the CLI leaves running) on a free loopback port,
 * and waits until it answers.
 */
export async function startSandbox(env: Record<string, string>): Promise<SandboxProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_RETRY_SCALE: "0.001",
      // The tests' receivers listen on 127.0.0.1 over http.
      SANDBOX_LOOPBACK_WEBHOOKS: "on",
      SANDBOX_SEED_PAYOUTS: "20",
      SANDBOX_LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: a first start creates the store (initdb, migrations, seed), slow on a busy machine.
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sandbox exited early:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/v2/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`sandbox did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A tiny API client for the process tests. */
export function apiClient(baseUrl: string) {
  let token = "";
  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }
  return {
    call,
    async login(email = "ops@example.com", password = "sandbox-password") {
      const res = await call("POST", "/api/v2/auth/login", { email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      token = (res.body as { accessToken: string }).accessToken;
    },
    /** Points the customer's webhook configuration at `url` for RAMP events; anything but 201 fails. */
    async subscribeRamps(url: string, secret: string) {
      const res = await call("POST", "/api/v2/webhooks", { url, secret, events: ["RAMP"] });
      if (res.status !== 201)
        throw new Error(`webhook configuration refused: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
}
