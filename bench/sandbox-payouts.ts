/**
 * GET /api/v2/payouts at 100,000 payouts: seeds a fresh PGlite store in a temp
 * folder, starts the sandbox as a child process on a free loopback port, and
 * measures four query shapes (first page, status filter, externalId lookup,
 * page 500, each including totalPage) at 1 and 32 connections with autocannon.
 * Target: p50 < 10 ms at 1 connection. Exits non-zero only on errors.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { migrate } from "../sandbox/db/migrate";
import { openStore } from "../sandbox/db/store";
import { DEFAULT_SEED_COUNTS, seedStore } from "../sandbox/seed/index";
import { peakRssMiB, startSandbox } from "./lib/sandbox-process";

const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = [1, 32];
const SHAPES = [
  ["first page", "/api/v2/payouts"],
  ["status filter", "/api/v2/payouts?status=CASH_OUT_PROCESSING"],
  ["externalId lookup", `/api/v2/payouts?externalId=ACME-PO-${String(Math.ceil(PAYOUTS / 2)).padStart(6, "0")}`],
  ["page 500", "/api/v2/payouts?page=500"],
] as const;

async function seed(dataDir: string) {
  const started = performance.now();
  const store = await openStore({ dataDir });
  await migrate(store);
  await seedStore(store.db, { ...DEFAULT_SEED_COUNTS, now: new Date(), acmePayouts: PAYOUTS });
  await store.close();
  return (performance.now() - started) / 1000;
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ops@example.com", password: "sandbox-password" }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-bench-"));
  const dataDir = path.join(dir, "pglite");
  let failures = 0;
  try {
    console.log(`seeding ${PAYOUTS.toLocaleString("en")} payouts into ${dataDir} ...`);
    console.log(
      `seeded in ${(await seed(dataDir)).toFixed(1)} s (whole seed: customers, operators, users and every module)`,
    );
    const sandbox = await startSandbox({ SANDBOX_DATA_DIR: dataDir, SANDBOX_LOG_LEVEL: "warn" });
    try {
      const token = await login(sandbox.baseUrl);
      const rows: string[][] = [];
      // Untimed warm-up of every shape: JIT, plan caches and the store's page cache reach a steady state,
      // so the first shape measured does not pay for the process's cold start.
      for (let i = 0; i < 25; i++) {
        for (const [, pathAndQuery] of SHAPES) {
          const res = await fetch(`${sandbox.baseUrl}${pathAndQuery}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }
      }
      for (const [name, pathAndQuery] of SHAPES) {
        for (const connections of CONNECTIONS) {
          const result = await autocannon({
            url: `${sandbox.baseUrl}${pathAndQuery}`,
            connections,
            duration: DURATION_S,
            headers: { authorization: `Bearer ${token}` },
          });
          const errors = result.errors + result.timeouts + result.non2xx;
          failures += errors;
          rows.push([
            name,
            String(connections),
            result.requests.average.toFixed(0),
            result.latency.p50.toFixed(1),
            result.latency.p99.toFixed(1),
            String(errors),
          ]);
        }
      }
      const header = ["query", "conns", "req/s", "p50 ms", "p99 ms", "errors"];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
      const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
      console.log(`\nGET /api/v2/payouts, ${PAYOUTS.toLocaleString("en")} payouts, ${DURATION_S} s per run\n`);
      console.log(line(header));
      for (const row of rows) console.log(line(row));
      console.log(`\nsandbox peak RSS (VmHWM): ${peakRssMiB(sandbox.pid)?.toFixed(0) ?? "n/a"} MiB`);
    } finally {
      const code = await sandbox.stop();
      console.log(`sandbox exited with code ${code} after SIGTERM`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures > 0) {
    console.error(`${failures} failed requests`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
