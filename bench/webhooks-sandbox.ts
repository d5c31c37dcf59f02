/**
 * bench/webhooks-sandbox: the sandbox's share of bench/webhooks, split in its two halves, with
 * the store statements each half runs per event. No dashboard, no browser:
 *
 *   npx tsx bench/webhooks-sandbox.ts            # BENCH_EVENTS=1000, PGlite in a temporary folder
 *
 * 1. API calls: the same ramp creations and faker cash-ins as bench/webhooks (1 CREATE + 5
 *    UPDATE events per ramp), through the app in process (no HTTP hop), with the delivery
 *    worker not running: what producing an event costs.
 * 2. Delivery: the worker starts and sends every queued event to a receiver in a child process
 *    (it answers 200 and does nothing else, so its CPU is not counted here): what sending costs.
 * Both print CPU ms per event of this process (user + system) and the load average beside it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { createApp } from "../sandbox/app";
import { loadConfig } from "../sandbox/config";
import { migrate } from "../sandbox/db/migrate";
import { pgliteStore } from "../sandbox/db/store";
import { queryRows } from "../sandbox/events/sql";
import { seedOptionsFromEnv, seedStore } from "../sandbox/seed/index";
import { startDeliveryWorker } from "../sandbox/webhooks/worker";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const EVENTS_PER_RAMP = 6;
const CALLERS = Number(process.env.BENCH_CONCURRENCY ?? 16);
const RECEIVER_PORT = Number(process.env.BENCH_RECEIVER_PORT ?? 4399);

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Counts the statements the store runs, by their first words, inside transactions too. */
function countStatements(client: PGlite) {
  const counts = new Map<string, number>();
  let on = false;
  const note = (kind: string, text: unknown) => {
    if (!on) return;
    const key = `${kind} ${String(text).replace(/\s+/g, " ").trim().slice(0, 70)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    note("query", text);
    return (query as (t: string, ...r: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = ((text: string, ...rest: unknown[]) => {
    note("exec", text);
    return (exec as (t: string, ...r: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.exec;
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>) =>
    transaction((tx) => {
      note("transaction", "(BEGIN … COMMIT)");
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        note("tx.query", text);
        return (txQuery as (t: string, ...r: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.query;
      return fn(tx);
    })) as typeof client.transaction;
  return {
    start: () => {
      counts.clear();
      on = true;
    },
    report(label: string, events: number) {
      on = false;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(`  statements per event (${label}): ${(total / events).toFixed(2)}`);
      for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
        console.log(`    ${(n / events).toFixed(3)}  ${key}`);
      }
    },
  };
}

function startReceiver(): Promise<ChildProcess> {
  const code = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => s.end("ok")); })
    .listen(${RECEIVER_PORT}, "127.0.0.1", () => process.stdout.write("up"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => child.stdout?.once("data", () => resolve(child)));
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-webhooks-sandbox-"));
  const client = new PGlite(dir);
  await client.waitReady;
  const store = pgliteStore(client);
  await migrate(store);
  await seedStore(store.db, seedOptionsFromEnv());
  const config = loadConfig({ ...process.env, SANDBOX_LOG_LEVEL: "warn" });
  const app = createApp({ db: store.db, config });
  const receiver = await startReceiver();
  const statements = countStatements(client);

  async function call(method: string, route: string, body: unknown, token?: string) {
    const res = await app.fetch(
      new Request(`http://sandbox${route}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    );
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  try {
    const login = await call("POST", "/api/v2/auth/login", { email: "ops@example.com", password: "sandbox-password" });
    const token = String(login.accessToken);
    const url = `http://127.0.0.1:${RECEIVER_PORT}/hook`;
    await call("POST", "/api/v2/webhooks", { url, secret: "b".repeat(64), events: ["RAMP"] }, token);

    const ramps = Math.ceil(EVENTS / EVENTS_PER_RAMP);
    const events = ramps * EVENTS_PER_RAMP;
    console.log(`bench/webhooks-sandbox — ${ramps} ramps × ${EVENTS_PER_RAMP} events, ${CALLERS} concurrent callers`);
    statements.start();
    let cpu = process.cpuUsage();
    let started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (next < ramps) {
          next++;
          const body = { type: "ON_RAMP", fromCurrency: "COP", toCurrency: "USDC", fromAmount: 100_000 };
          const ramp = await call("POST", "/api/v2/ramps", body, token);
          await call("POST", "/api/v2/faker/cash-in", { rampId: ramp.id }, token);
        }
      }),
    );
    console.log(
      `  1. API calls        ${(cpuMs(cpu) / events).toFixed(2)} ms CPU per event, ` +
        `${(events / ((performance.now() - started) / 1000)).toFixed(0)} events/s; load ${loadAverage()}`,
    );
    statements.report("API calls", events);

    const worker = await startDeliveryWorker({ db: store.db, logger: config.logger, settings: { retryScale: 0.001 } });
    statements.start();
    cpu = process.cpuUsage();
    started = performance.now();
    for (;;) {
      // One cheap poll every 200 ms: its own statements are counted below and are few.
      const [row] = await queryRows<{ n: number }>(
        store.db,
        sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'pending' AND status <> 'in_flight'`,
      );
      if ((row?.n ?? 0) >= events) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(
      `  2. delivery         ${(cpuMs(cpu) / events).toFixed(2)} ms CPU per event, ` +
        `${(events / ((performance.now() - started) / 1000)).toFixed(0)} deliveries/s; load ${loadAverage()}`,
    );
    statements.report("delivery", events);
    await worker.stop();
  } finally {
    receiver.kill();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
