/**
 * bench/seam: what the dashboard's path adds to a read.
 *
 * Compares the same first page of payouts fetched
 *   A. directly from the API:          GET {API}/api/v2/payouts?page=1&limit=10 (Bearer token)
 *   B. through the dashboard handler:  GET {DASHBOARD}/api/payouts?page=1&limit=10 (session cookie)
 * B includes the proxy, session lookup, token decryption, the API call, zod
 * parsing and re-serialisation. Requests alternate A, B, A, B… so both see the
 * same machine load. Prints p50/p99 of each and their ratio (target: B/A ≤ 1.15
 * at p50). Prints, does not assert.
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

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
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
  for (let i = 0; i < WARMUP; i++) {
    await direct();
    await viaDashboard();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await direct());
    b.push(await viaDashboard());
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  const row = (name: string, s: number[]) =>
    `${name.padEnd(28)} p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms`;
  console.log(`bench/seam: ${ROUNDS} alternating requests each, first page (${QUERY})`);
  console.log(row("A direct API", a));
  console.log(row("B dashboard /api/payouts", b));
  const r50 = percentile(b, 50) / percentile(a, 50);
  const r99 = percentile(b, 99) / percentile(a, 99);
  console.log(`ratio B/A  p50 ${r50.toFixed(3)}   p99 ${r99.toFixed(3)}   (target p50 ≤ 1.15)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
