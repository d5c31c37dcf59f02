/**
 * The payouts read model at scale (issue 29): a sandbox with BENCH_PAYOUTS payouts (default
 * 1,000,000) of which about BENCH_IN_FLIGHT are in flight (default 50,000; the seed's
 * inFlightShare), started as a child process; a full sync of Acme into a fresh dashboard store
 * (PGlite in memory, or Postgres with DATABASE_URL) over real HTTP, as the seed's read-only
 * operator: its time and API calls. Then the first page of `/payouts?attention=1` and
 * `/payouts?phase=KYT_OUT&sort=age` from the read model, p50/p95 over BENCH_ROUNDS reads
 * (target p95 < 200 ms), and the model's store size.
 *
 *   npx tsx --conditions=react-server bench/payouts-readmodel.ts
 *   BENCH_PAYOUTS=20000 BENCH_IN_FLIGHT=2000 npx tsx --conditions=react-server bench/payouts-readmodel.ts
 *   BENCH_SANDBOX_DIR=/tmp/readmodel-1m BENCH_SEED_ONLY=1 npx tsx …   (seed once, keep it; measure later)
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { setStoreForTests } from "@/lib/db";
import { openStore } from "@/lib/db/client";
import { executeRows } from "@/lib/db/execute-rows";
import { resetEnvForTests } from "@/lib/env";
import { listFlight } from "@/lib/payouts-readmodel/list";
import { syncCustomerPayouts } from "@/lib/payouts-readmodel/sync";
import { httpSyncApi } from "@/lib/payouts-readmodel/sync-api";
import { migrate } from "../sandbox/db/migrate";
import { openStore as openSandboxStore } from "../sandbox/db/store";
import { SEED, SEED_PASSWORD } from "../sandbox/seed/base";
import { DEFAULT_SEED_COUNTS, seedStore } from "../sandbox/seed/index";
import { SEED_SYNC_OPERATORS } from "../sandbox/seed/sync-operators";
import { startSandbox } from "./lib/sandbox-process";

const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 1_000_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const acme = { customerId: SEED.customers.acme.id };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function timeReads(read: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Seeds the sandbox's store, or reuses one a run before seeded with the same counts when
 * BENCH_SANDBOX_DIR names a folder to keep it in (a million payouts take minutes to seed; the
 * figures measured are the sync's and the reads', not the seed's).
 */
async function seededSandbox(dataDir: string): Promise<void> {
  const marker = path.join(dataDir, `bench-seeded-${PAYOUTS}-${IN_FLIGHT}`);
  if (existsSync(marker)) {
    console.log(`reusing the sandbox store seeded in ${dataDir}`);
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  // The first 117 payouts cycle through every status; the rest follow the share.
  const share = Math.min(0.99, Math.max(0.0001, IN_FLIGHT / PAYOUTS));
  console.log(`seeding ${PAYOUTS.toLocaleString("en")} payouts (${(share * 100).toFixed(2)}% in flight) ...`);
  const seedStarted = performance.now();
  const sandboxStore = await openSandboxStore({ dataDir });
  await migrate(sandboxStore);
  await seedStore(sandboxStore.db, {
    ...DEFAULT_SEED_COUNTS,
    now: new Date(),
    acmePayouts: PAYOUTS,
    inFlightShare: share,
  });
  await sandboxStore.close();
  writeFileSync(marker, new Date().toISOString());
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
}

async function main() {
  const kept = process.env.BENCH_SANDBOX_DIR;
  const dir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), "readmodel-bench-"));
  const dataDir = kept ? dir : path.join(dir, "pglite");
  try {
    await seededSandbox(dataDir);
    if (process.env.BENCH_SEED_ONLY === "1") return;

    const sandbox = await startSandbox({ SANDBOX_DATA_DIR: dataDir, SANDBOX_LOG_LEVEL: "warn" });
    try {
      process.env.API_BASE_URL = sandbox.baseUrl;
      process.env.LOG_LEVEL = "warn";
      resetEnvForTests();
      const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
      setStoreForTests(Promise.resolve(store));
      const api = httpSyncApi({ email: SEED_SYNC_OPERATORS.acme.email, password: SEED_PASSWORD });

      const syncStarted = performance.now();
      const report = await syncCustomerPayouts(acme, api, {
        holder: "bench",
        leaseMs: 600_000,
        pageSize: 100,
        backfillPages: 2,
        backfillMaxAgeDays: 7,
      });
      const syncSeconds = (performance.now() - syncStarted) / 1000;
      const [size] = await executeRows<{ rows: number; bytes: number }>(
        store.db,
        sql`SELECT (SELECT count(*)::int FROM payout_flight) AS rows,
                   (pg_total_relation_size('payout_flight') + pg_total_relation_size('payout_transitions'))::bigint AS bytes`,
      );

      const now = new Date();
      const attention = await timeReads(() =>
        listFlight(acme, { phase: null, attention: true, sort: "age", page: 1 }, now),
      );
      const kyt = await timeReads(() =>
        listFlight(acme, { phase: "KYT_OUT", attention: false, sort: "age", page: 1 }, now),
      );

      console.log("");
      console.log(`full sync: ${syncSeconds.toFixed(1)} s, ${report.apiCalls} API calls, outcome ${report.outcome}`);
      console.log(
        `model: ${size?.rows ?? 0} payouts, ${((Number(size?.bytes) || 0) / 1_048_576).toFixed(1)} MiB with transitions`,
      );
      console.log(
        `?attention=1 first page:            p50 ${attention.p50.toFixed(1)} ms, p95 ${attention.p95.toFixed(1)} ms`,
      );
      console.log(`?phase=KYT_OUT&sort=age first page: p50 ${kyt.p50.toFixed(1)} ms, p95 ${kyt.p95.toFixed(1)} ms`);
      setStoreForTests(undefined);
      await store.close();
      if (report.outcome !== "ok" || attention.p95 > 200 || kyt.p95 > 200) process.exitCode = 1;
    } finally {
      await sandbox.stop();
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
