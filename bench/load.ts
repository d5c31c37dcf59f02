/**
 * bench/load: the back office under 50 concurrent clients, on one dashboard
 * instance and on two sharing one Postgres, each started as in production
 * (scripts/dashboard-server.mjs, NODE_ENV=production, default API_TIMEOUT_MS, default log
 * level, calling the sandbox directly).
 *
 * Mix per client, in turn: a payout list page with filters
 * (GET /api/payouts?page&limit&status), a detail lookup by id, another list
 * page, another detail, and a webhook delivery signed with the receiver's
 * secret (a fresh envelope id each time): 40/40/20.
 *
 * Two runs per topology, because "50 concurrent clients" means two things:
 *  - PACED (the target applies here): 50 operators, each on their own
 *    connection sending one request a second (a busy operator: filter changes,
 *    page flips, details; the webhook sender's share included), arrivals
 *    spread over the second as independent people's are. Target: zero errors
 *    and p99 < 250 ms. This is what an operations team does to the service.
 *  - SATURATION (no target): 50 connections in a closed loop, each sending its
 *    next request the moment the last is answered. It measures the most the
 *    machine can serve; its latency is connections / throughput by Little's
 *    law (50 / 200 req/s = 250 ms), so on 2 shared cores it says how much
 *    headroom the paced load has, not how fast an operator's click is.
 * With two instances, clients alternate between them (a load balancer's
 * round robin); figures are over all answers of both.
 *
 * Latency is measured here per answer (every status code, by kind), errors
 * are non-2xx answers plus requests unanswered within 20 s. Loopback only;
 * every run bounded by a request count and a time limit (BENCH_SECONDS,
 * BENCH_REQUESTS). Prints the load average around each run: on a shared
 * machine the figures are only as quiet as it is.
 *
 * Needs a build and Postgres:
 *   NEXT_DIST_DIR=.next-scale npx next build
 *   NEXT_DIST_DIR=.next-scale bash scripts/with-postgres.sh npx tsx bench/load.ts
 */
import { loadavg } from "node:os";
import { type Cluster, query, startCluster } from "../tests/scale/harness/cluster";
import { SEED } from "../sandbox/seed/base";
import { setReceiverSecret } from "../tests/scale/harness/receiver-secret";
import { CookieJar, signIn } from "../tests/scale/harness/session";
import { KINDS, type KindedRequest, mixRequests } from "./lib/load-mix";
import { formatRun } from "./lib/load-report";
import { closedLoop, paced, type RunStats } from "./lib/load-run";
import { treeCpuMs } from "./lib/proc-cpu";
import { resetTreePeakRss, treePeakRssMiB } from "./lib/proc-memory";

const CLIENTS = 50;
const RATE_PER_CLIENT = Number(process.env.BENCH_CLIENT_RATE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 8000);
const SECRET = "bench-load-receiver-secret-0123456789abcdef0123";
/** Not the scale suite's ports: the two can run side by side. */
const PORTS = { dashboardA: 3380, dashboardB: 3381, sandbox: 4380, apiSwitch: 4381 };

const pidOf = (p: { child: { pid?: number } }) => p.child.pid ?? -1;
const processes = (c: Cluster) => ({ dashboardA: c.a, dashboardB: c.b, sandbox: c.sandbox });

/** Runs one measurement with each process's peak RSS reset before and read after. */
async function measured(cluster: Cluster, run: () => Promise<RunStats>) {
  await Promise.all(Object.values(processes(cluster)).map((p) => resetTreePeakRss(pidOf(p))));
  const stats = await run();
  const memory: Record<string, number | undefined> = {};
  for (const [name, p] of Object.entries(processes(cluster))) memory[name] = await treePeakRssMiB(pidOf(p));
  return { stats, memory };
}

/**
 * CPU time per request of each kind, in the dashboard and in the sandbox
 * (from /proc, user + system): one kind at a time on instance A, 10
 * connections. Unlike latency, this hardly depends on what else the machine
 * runs, so it says where the time goes.
 */
async function cpuPerKind(cluster: Cluster, requests: KindedRequest[]) {
  const count = Number(process.env.BENCH_CPU_REQUESTS ?? 600);
  console.log(`CPU per request, one kind at a time on one instance (${count} requests, 10 connections):`);
  // Baseline: what Next itself (with proxy.ts and the access log) costs per request, without session or API call.
  const health: KindedRequest = { kind: "health", method: "GET", path: "/api/health" };
  for (const kind of [...KINDS, "health" as const]) {
    const only = kind === "health" ? [health] : requests.filter((r) => r.kind === kind);
    const before = { dashboard: await treeCpuMs(pidOf(cluster.a)), sandbox: await treeCpuMs(pidOf(cluster.sandbox)) };
    const run = await closedLoop({ urls: [cluster.urlA], connections: 10, amount: count, seconds: 60, requests: only });
    const answered = Math.max(run.samples.length, 1);
    const dashboard = ((await treeCpuMs(pidOf(cluster.a))) - before.dashboard) / answered;
    const sandbox = ((await treeCpuMs(pidOf(cluster.sandbox))) - before.sandbox) / answered;
    const failed = run.samples.filter((x) => x.status >= 300).length + run.timeouts + run.connErrors;
    console.log(
      `  ${kind.padEnd(8)} dashboard ${dashboard.toFixed(1)} ms, sandbox ${sandbox.toFixed(1)} ms ` +
        `(${run.samples.length} answers, ${failed} errors, ${(run.samples.length / run.seconds).toFixed(0)} req/s, load ${run.load[1].toFixed(2)})`,
    );
  }
}

async function main() {
  const uptime = () =>
    loadavg()
      .map((v) => v.toFixed(2))
      .join(", ");
  console.log(`bench/load  load average at start: ${uptime()}`);
  console.log("target (0 errors, p99 < 250 ms) applies to the PACED runs: 50 operators, not 50 saturating loops");
  // BENCH_CPU_PROFILE_DIR: the dashboards write V8 CPU profiles there when they stop (bench/cpu-profile.ts reads them).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const cluster = await startCluster({
    accessTokenTtlMs: 3_600_000,
    apiTimeoutMs: null,
    directApi: true,
    ports: PORTS,
    dashboardNodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    for (const url of [cluster.urlA, cluster.urlB]) await (await fetch(`${url}/api/ready`)).body?.cancel();
    const receivePath = await setReceiverSecret(
      cluster.dashboardDbUrl,
      cluster.secrets.tokenKey,
      SEED.customers.acme.id,
      SECRET,
    );
    const jar = new CookieJar();
    await signIn(jar, cluster.urlA, "ops@example.com");
    const first = (await (await jar.fetch(`${cluster.urlA}/api/payouts?page=1&limit=50`)).json()) as {
      payouts: Array<{ id: string }>;
    };
    const requests = mixRequests({
      cookie: jar.header(),
      ids: first.payouts.map((p) => p.id),
      receiverSecret: SECRET,
      receivePath,
    });
    // Warm both instances (route modules, pools, the opened-cookie cache) before measuring.
    await closedLoop({ urls: [cluster.urlA, cluster.urlB], connections: 10, amount: 400, seconds: 15, requests });

    await cpuPerKind(cluster, requests);

    const topologies = [
      { name: "one instance", urls: [cluster.urlA] },
      { name: "two instances", urls: [cluster.urlA, cluster.urlB] },
    ];
    for (const { name, urls } of topologies) {
      const pace = await measured(cluster, () =>
        paced({ urls, clients: CLIENTS, ratePerClient: RATE_PER_CLIENT, seconds: SECONDS, requests }),
      );
      const label = `PACED, ${name}: ${CLIENTS} clients × ${RATE_PER_CLIENT} req/s, ${SECONDS} s`;
      for (const line of formatRun(label, pace.stats, pace.memory, true)) console.log(line);
      const sat = await measured(cluster, () =>
        closedLoop({ urls, connections: CLIENTS, amount: MAX_REQUESTS, seconds: SECONDS, requests }),
      );
      const satLabel = `SATURATION, ${name}: ${CLIENTS} connections closed loop, ≤ ${MAX_REQUESTS} requests / ${SECONDS} s`;
      for (const line of formatRun(satLabel, sat.stats, sat.memory, false)) console.log(line);
    }
    const [stored] = await query<{ n: string }>(cluster.dashboardDbUrl, "SELECT count(*) AS n FROM webhook_inbox");
    console.log(`webhook_inbox rows after all runs: ${stored?.n}`);
    for (const p of Object.values(processes(cluster))) {
      if (p.child.exitCode !== null)
        console.log(`${p.name} exited (${p.child.exitCode}):\n${p.output.slice(-8).join("\n")}`);
    }
  } finally {
    await cluster.stop();
    console.log(`load average at end: ${uptime()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
