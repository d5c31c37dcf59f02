/**
 * bench/seam: what the dashboard's path adds to a read.
 *
 * Compares the same first page of payouts fetched
 *   A. directly from the API:          GET {API}/api/v2/payouts?page=1&limit=10 (Bearer token)
 *   B. through the dashboard handler:  GET {DASHBOARD}/api/payouts?page=1&limit=10 (session cookie)
 * B includes Next's routing, the session lookup, the API call, zod parsing and
 * re-serialisation. A third series measures the floor that is not ours:
 *   C. the same route with no cookie: GET {DASHBOARD}/api/payouts → 401 at once
 * C is an (almost) empty run of the very same route handler: one more HTTP hop
 * plus Next's own routing, request/response adapters, compression and access
 * log, which any route pays, and no session, API call or parsing. (A + C) / A
 * is therefore the best ratio the dashboard could reach with no work of its
 * own, and B − A − C is roughly what our code adds (session, API client,
 * parsing, serialisation). Requests alternate A, B, C so all see the same
 * machine load. Prints p50/p99 of each, the ratio B/A (target: ≤ 1.15 at p50)
 * and the floor. Prints, does not assert.
 *
 * Needs both servers running (a production build of the dashboard gives
 * meaningful figures):
 *   BENCH_API_URL=http://127.0.0.1:4010 BENCH_DASHBOARD_URL=http://127.0.0.1:3000 npx tsx bench/seam.ts
 */
const API = process.env.BENCH_API_URL ?? "http://127.0.0.1:4010";
const DASHBOARD = process.env.BENCH_DASHBOARD_URL ?? "http://127.0.0.1:3000";
const EMAIL = process.env.BENCH_EMAIL ?? "ops@example.com";
const PASSWORD = process.env.BENCH_PASSWORD ?? "sandbox-password";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const WARMUP = 30;
const QUERY = "page=1&limit=10";

async function apiToken(): Promise<string> {
  const res = await fetch(`${API}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`API login failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** next-auth's credentials flow: CSRF cookie + token, then the callback that sets the session cookie. */
async function dashboardCookie(): Promise<string> {
  const csrf = await fetch(`${DASHBOARD}/api/auth/csrf`);
  const jar = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${DASHBOARD}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email: EMAIL, password: PASSWORD, json: "true" }),
  });
  const session = res.headers.getSetCookie().find((c) => c.includes("next-auth.session-token="));
  if (!session) throw new Error(`dashboard login failed: ${res.status}`);
  return session.split(";")[0] ?? "";
}

async function timed(url: string, headers: Record<string, string>, expected = 200): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== expected) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return ms;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const [token, cookie] = await Promise.all([apiToken(), dashboardCookie()]);
  const direct = () => timed(`${API}/api/v2/payouts?${QUERY}`, { authorization: `Bearer ${token}` });
  const viaDashboard = () => timed(`${DASHBOARD}/api/payouts?${QUERY}`, { cookie });
  const emptyRoute = () => timed(`${DASHBOARD}/api/payouts?${QUERY}`, {}, 401);
  for (let i = 0; i < WARMUP; i++) {
    await direct();
    await viaDashboard();
    await emptyRoute();
  }
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  // Per round, adjacent in time: the floor (A + C) and what is left for our code (B − A − C).
  const floor: number[] = [];
  const ours: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const [ai, bi, ci] = [await direct(), await viaDashboard(), await emptyRoute()];
    a.push(ai);
    b.push(bi);
    c.push(ci);
    floor.push(ai + ci);
    ours.push(bi - ai - ci);
  }
  for (const s of [a, b, c, floor, ours]) s.sort((x, y) => x - y);
  const row = (name: string, s: number[]) =>
    `${name.padEnd(28)} p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms`;
  console.log(`bench/seam: ${ROUNDS} alternating requests each, first page (${QUERY})`);
  console.log(row("A direct API", a));
  console.log(row("B dashboard /api/payouts", b));
  console.log(row("C dashboard floor (no cookie)", c));
  const r50 = percentile(b, 50) / percentile(a, 50);
  const r99 = percentile(b, 99) / percentile(a, 99);
  console.log(`ratio B/A  p50 ${r50.toFixed(3)}   p99 ${r99.toFixed(3)}   (target p50 ≤ 1.15)`);
  const f50 = percentile(floor, 50) / percentile(a, 50);
  console.log(
    `dashboard floor (A+C)/A p50 ${f50.toFixed(3)}   ours (B−A−C) p50 ${percentile(ours, 50).toFixed(2)} ms` +
      `   (the ratio the dashboard would have with no work of its own; the rest is ours)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
