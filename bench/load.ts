/**
 * bench/load: the back office under 50 concurrent clients, on one dashboard
 * instance and then on two sharing one Postgres.
 *
 * Mix per client connection, in turn: a payout list page with filters
 * (GET /api/payouts?page&limit&status), a detail lookup by id
 * (GET /api/payouts?id=…), and a webhook delivery signed with the receiver's
 * secret (POST /api/webhooks/receive, a fresh envelope id each time).
 * Load generator: autocannon, loopback only, bounded by a request count and a
 * time limit. With two instances, 25 connections drive each (a reverse proxy's
 * round-robin without the proxy); the combined p50/p99 is the worse of the two.
 * Prints requests/s, p50/p99, errors, and the peak RSS (VmHWM) of each process.
 * Targets: zero errors, p99 < 250 ms, for one instance and for two.
 *
 * Needs a build (NEXT_DIST_DIR, default .next) and Postgres:
 *   NEXT_DIST_DIR=.next-scale npx next build
 *   bash scripts/with-postgres.sh npx tsx bench/load.ts
 */
import autocannon from "autocannon";
import { type Cluster, query, startCluster } from "../tests/scale/harness/cluster";
import { setReceiverSecret } from "../tests/scale/harness/receiver-secret";
import { CookieJar, signIn } from "../tests/scale/harness/session";
import { signedEnvelope } from "../tests/scale/harness/webhook";
import { treePeakRssMiB } from "./lib/proc-memory";

const CONNECTIONS = 50;
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SECRET = "bench-load-receiver-secret-0123456789abcdef0123";
const STATUSES = ["COMPLETED", "CREATED", "FAILED", "CASH_IN_PENDING"];

interface RunResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status code, to tell refusals from failures. */
  codes: Record<string, number>;
}

function requestsFor(cookie: string, ids: string[]): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: "GET",
      setupRequest: (req) => ({
        ...req,
        path: `/api/payouts?page=${(n++ % 3) + 1}&limit=20&status=${STATUSES[n % STATUSES.length]}`,
      }),
      headers: { cookie },
    },
    {
      method: "GET",
      setupRequest: (req) => ({ ...req, path: `/api/payouts?id=${ids[n++ % ids.length] ?? "none"}` }),
      headers: { cookie },
    },
    {
      method: "POST",
      path: "/api/webhooks/receive",
      setupRequest: (req) => {
        const envelope = signedEnvelope(SECRET);
        return { ...req, body: envelope.body, headers: { ...req.headers, ...envelope.headers } };
      },
    },
  ];
}

function drive(url: string, connections: number, amount: number, cookie: string, ids: string[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, amount, duration: MAX_SECONDS, timeout: 10, requests: requestsFor(cookie, ids) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // Bounded in time even when the count is not reached.
    setTimeout(() => instance.stop(), (MAX_SECONDS + 5) * 1000).unref();
  });
}

function summarise(results: autocannon.Result[]): RunResult {
  const seconds = Math.max(...results.map((r) => r.duration));
  const requests = results.reduce((s, r) => s + r.requests.total, 0);
  return {
    requests,
    seconds,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    // autocannon's `errors` already includes its timeouts.
    errors: results.reduce((s, r) => s + r.errors + r.non2xx, 0),
    codes: results.reduce<Record<string, number>>((acc, r) => {
      const stats: Record<string, { count?: number }> = r.statusCodeStats ?? {};
      for (const [code, stat] of Object.entries(stats)) acc[code] = (acc[code] ?? 0) + (stat.count ?? 0);
      acc.timeouts = (acc.timeouts ?? 0) + r.timeouts;
      return acc;
    }, {}),
  };
}

async function memory(cluster: Cluster) {
  const pid = (p: { child: { pid?: number } }) => p.child.pid ?? -1;
  return {
    dashboardA: await treePeakRssMiB(pid(cluster.a)),
    dashboardB: await treePeakRssMiB(pid(cluster.b)),
    sandbox: await treePeakRssMiB(pid(cluster.sandbox)),
  };
}

function print(label: string, r: RunResult, mem: Record<string, number | undefined>) {
  const rps = Math.round(r.requests / Math.max(r.seconds, 0.001));
  const verdict = r.errors === 0 && r.p99 < 250 ? "meets target" : "MISSES target (0 errors, p99 < 250 ms)";
  console.log(
    `${label.padEnd(14)} ${String(rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  ` +
      `(${r.requests} requests in ${r.seconds.toFixed(1)} s, answers ${JSON.stringify(r.codes)})  ${verdict}`,
  );
  console.log(
    `${"".padEnd(14)} peak RSS MiB: ${Object.entries(mem)
      .map(([k, v]) => `${k} ${v ?? "?"}`)
      .join(", ")}`,
  );
}

async function main() {
  const cluster = await startCluster({ accessTokenTtlMs: 3_600_000 });
  try {
    for (const url of [cluster.urlA, cluster.urlB]) await (await fetch(`${url}/api/ready`)).body?.cancel();
    await setReceiverSecret(cluster.dashboardDbUrl, cluster.secrets.tokenKey, SECRET);
    const jar = new CookieJar();
    await signIn(jar, cluster.urlA, "ops@example.com");
    const page = (await (await jar.fetch(`${cluster.urlA}/api/payouts?page=1&limit=50`)).json()) as {
      payouts: Array<{ id: string }>;
    };
    const ids = page.payouts.map((p) => p.id);
    const cookie = jar.header();
    // Warm both instances (route compilation caches, pools) before measuring.
    await Promise.all([cluster.urlA, cluster.urlB].map((u) => drive(u, 10, 300, cookie, ids)));

    const one = summarise([await drive(cluster.urlA, CONNECTIONS, MAX_REQUESTS, cookie, ids)]);
    print("one instance", one, await memory(cluster));
    const half = Math.round(MAX_REQUESTS / 2);
    const two = summarise(
      await Promise.all([
        drive(cluster.urlA, CONNECTIONS / 2, half, cookie, ids),
        drive(cluster.urlB, CONNECTIONS / 2, half, cookie, ids),
      ]),
    );
    print("two instances", two, await memory(cluster));
    const [stored] = await query<{ n: string }>(cluster.dashboardDbUrl, "SELECT count(*) AS n FROM webhook_inbox");
    console.log(`webhook_inbox rows after both runs: ${stored?.n}`);
    if (cluster.sandbox.child.exitCode !== null) {
      console.log(
        `the sandbox exited (${cluster.sandbox.child.exitCode}):\n${cluster.sandbox.output.slice(-8).join("\n")}`,
      );
    }
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
