/**
 * bench/payouts-page: the payouts list as an operator feels it, against a production build.
 *
 *   NEXT_DIST_DIR=.next npx next build         # once
 *   npx tsx bench/payouts-page.ts               # starts sandbox (100,000 payouts) + the dashboard server
 *
 * Prints: JavaScript transferred for /payouts (compressed, as sent), navigation → the frame that
 * first shows a row (median of 5 warm loads, signed in, no redirect; and when Playwright saw
 * it), filter change → new rows rendered (p50/p95 over 30 changes), CSV export rate for
 * 10,000 rows. Targets (issue 16): JS ≤ 200 kB gzip, first row
 * < 500 ms, filter change p95 < 150 ms. BENCH_BASE_URL reuses a running dashboard instead;
 * NEXT_DIST_DIR (read by next.config.ts) picks the build; BENCH_PORT, BENCH_SANDBOX_PORT,
 * BENCH_DATA_DIR and BENCH_SEED_PAYOUTS keep concurrent runs apart. BENCH_JS_ONLY=1 measures only
 * the JavaScript (the same for every run of a build), to compare two variants of a change quickly.
 *
 * Paired with a previous build (no figure may be worse by more than 10% at the median):
 *
 *   git worktree add /tmp/base <commit>; cp -al node_modules /tmp/base/   # Turbopack wants real files
 *   (cd /tmp/base && NEXT_DIST_DIR=.next-base npx next build)
 *   BENCH_PAIR_DIR=/tmp/base BENCH_PAIR_DIST=.next-base BENCH_ROUNDS=5 npx tsx bench/payouts-page.ts
 *
 * starts that build's dashboard beside this one (port BENCH_PORT + 1) on the same sandbox, and
 * measures the two in turn, alternating which goes first, BENCH_ROUNDS times.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./lib/chromium";

const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4390);
const DASHBOARD_PORT = Number(process.env.BENCH_PORT ?? 3390);
const SEED = Number(process.env.BENCH_SEED_PAYOUTS ?? 100_000);
const DATA = path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench-payouts");
const FILTER_CHANGES = 30;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const EXPORT_ROWS = 10_000;
/** BENCH_JS_ONLY=1: only the JavaScript figure (deterministic for a build), for comparing variants quickly. */
const JS_ONLY = process.env.BENCH_JS_ONLY === "1";
const children: ChildProcess[] = [];

const bin = (name: string) => path.resolve("node_modules", ".bin", name);

/** Each server leads its own process group, so stopping it reaches the real server behind any wrapper. */
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

function stopServers() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

const PAIR_DIR = process.env.BENCH_PAIR_DIR;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (PAIR_DIR ? 5 : 1));

async function servers(): Promise<string[]> {
  if (process.env.BENCH_BASE_URL) return [process.env.BENCH_BASE_URL];
  const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
  // The sandbox seeds on first start of an empty store; the store is kept between runs.
  start("sandbox", bin("tsx"), ["sandbox/server.ts"], {
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DATA_DIR: path.join(DATA, "sandbox"),
    SANDBOX_SEED_PAYOUTS: String(SEED),
    SANDBOX_LOG_LEVEL: "warn",
  });
  await waitFor(`${sandbox}/api/v2/health`, 900_000);
  const builds = [{ name: "this build", dir: process.cwd(), dist: process.env.NEXT_DIST_DIR ?? ".next" }];
  if (PAIR_DIR) builds.push({ name: "paired build", dir: PAIR_DIR, dist: process.env.BENCH_PAIR_DIST ?? ".next" });
  const bases: string[] = [];
  for (const [index, build] of builds.entries()) {
    const port = DASHBOARD_PORT + index;
    const dataDir = path.join(DATA, `dashboard${index || ""}`);
    rmSync(dataDir, { recursive: true, force: true });
    start(
      build.name,
      process.execPath,
      [path.join(build.dir, "scripts/dashboard-server.mjs"), "-H", "127.0.0.1", "-p", String(port)],
      {
        NEXT_DIST_DIR: build.dist,
        ...dashboardEnv(sandbox, port, dataDir),
      },
      build.dir,
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const base of bases) await waitFor(`${base}/api/health`, 120_000);
  return bases;
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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function login(page: Page, base: string) {
  // A just-started server loads each route's modules on first use; on a busy machine that
  // alone can take longer than Playwright's default 30 s.
  page.setDefaultTimeout(120_000);
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("ops@example.com");
  await page.getByLabel("Password").fill("sandbox-password");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${base}/`);
}

type Script = { url: string; bytes: number };

/**
 * Compressed bytes of every script the page loads (what went over the wire), in a fresh context
 * so that nothing comes from the HTTP cache the sign-in page filled.
 */
async function scriptBytes(browser: Browser, storageState: StorageState, url: string): Promise<Script[]> {
  const context = await browser.newContext({ storageState });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  const sizes: Promise<Script>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => ({ url: response.url(), bytes: s.responseBodySize })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts = await Promise.all(sizes);
  await context.close();
  return scripts;
}

/**
 * Runs in every page of the first-row context before any of its own scripts: records the first
 * animation frame in which a payout row is rendered (connected, laid out, not inside a hidden
 * streaming segment). A string, not a function: tsx would wrap a function in helpers the page
 * does not have.
 */
const FIRST_ROW_FRAME = `(() => {
  const tick = () => {
    const row = document.querySelector("tbody tr[data-row-id]");
    if (row && row.checkVisibility()) window.__firstRowFrame = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * Navigation start → the frame that first shows a row, by the browser's own clock. Also returns
 * when Playwright saw the row (a round trip through the page's busy main thread later, so it
 * includes whatever long task followed the paint); both are printed.
 */
async function firstRowMs(page: Page, url: string): Promise<{ frame: number; observed: number }> {
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("tbody tr[data-row-id]").first().waitFor({ state: "visible" });
  const observed = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    () => typeof (window as unknown as { __firstRowFrame?: number }).__firstRowFrame === "number",
  );
  const frame = await page.evaluate(() => (window as unknown as { __firstRowFrame: number }).__firstRowFrame);
  return { frame, observed };
}

/**
 * One filter change: click → first frame with only the new status's rows (`total`), and how much
 * of that was waiting for the list's response (`response`: click → the last byte of the newest
 * /api/payouts request for that status, from the browser's resource timing; the prefetch the
 * click starts when it is the one the rows come from). The rest is the page's own work.
 */
async function filterChangeMs(page: Page, status: string): Promise<{ total: number; response: number }> {
  await page
    .getByRole("button", { name: /^Status/ })
    .first()
    .click();
  const option = page.getByRole("option", { name: new RegExp(`^${status}\\b`) });
  await option.waitFor();
  await page.evaluate(() => {
    document.addEventListener("click", () => ((window as unknown as { mark: number }).mark = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await option.click();
  // Polled every frame: resolves on the first frame where every row shows the new status.
  // (No named function inside: tsx would wrap it in a helper the page does not have.)
  const elapsed = await page.waitForFunction(
    (target) => {
      const badges = [...document.querySelectorAll("tbody tr[data-row-id] [data-status]")];
      const done = badges.length > 0 && badges.every((b) => b.getAttribute("data-status") === target);
      return done ? performance.now() - (window as unknown as { mark: number }).mark : 0;
    },
    status,
    { polling: "raf", timeout: 30_000 },
  );
  const total = (await elapsed.jsonValue()) as number;
  const response = await page.evaluate((target) => {
    const mark = (window as unknown as { mark: number }).mark;
    const requests = performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/api/payouts?") && e.name.includes(`status=${target}`) && e.startTime >= mark);
    const last = requests.at(-1) as PerformanceResourceTiming | undefined;
    return last ? last.responseEnd - mark : Number.NaN;
  }, status);
  return { total, response };
}

async function exportRate(page: Page): Promise<number> {
  return page.evaluate(async (rows) => {
    const started = performance.now();
    const controller = new AbortController();
    const response = await fetch("/api/payouts/export", { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let records = -1; // the header
    while (records < rows) {
      const { done, value } = await reader.read();
      if (done) break;
      records += decoder.decode(value, { stream: true }).split("\r\n").length - 1;
    }
    controller.abort();
    return (Math.min(records, rows) / (performance.now() - started)) * 1000;
  }, EXPORT_ROWS);
}

type Figures = {
  js: number;
  firstRow: number;
  observed: number;
  filterP50: number;
  filterP95: number;
  /** Of a filter change: click → the list's response fully received (the server's share). */
  responseP50: number;
  responseP95: number;
  csv: number;
};

/** One full measurement of one dashboard: its own browser session, so nothing is shared between builds. */
async function measure(browser: Browser, base: string): Promise<Figures & { total: number }> {
  const page = await browser.newPage();
  await login(page, base);
  const counts = (await (await page.request.get(`${base}/api/payouts/counts`)).json()) as {
    counts: Record<string, number>;
    total: number;
  };
  const storageState = await page.context().storageState();
  const scripts = await scriptBytes(browser, storageState, `${base}/payouts`);
  const js = scripts.reduce((sum, s) => sum + s.bytes, 0);
  if (process.env.BENCH_VERBOSE) {
    for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} kB  ${s.url}`);
  }
  if (JS_ONLY) {
    await page.context().close();
    const none = Number.NaN;
    return {
      total: counts.total,
      js,
      firstRow: none,
      observed: none,
      filterP50: none,
      filterP95: none,
      responseP50: none,
      responseP95: none,
      csv: none,
    };
  }
  await page.goto(`${base}/payouts`);
  const cold = await browser.newContext({ storageState });
  cold.setDefaultTimeout(120_000);
  await cold.addInitScript({ content: FIRST_ROW_FRAME });
  const loads: number[] = [];
  const observed: number[] = [];
  for (let i = 0; i < 6; i++) {
    const fresh = await cold.newPage();
    const ms = await firstRowMs(fresh, `${base}/payouts`);
    // The first load warms the server's caches.
    if (i > 0) {
      loads.push(ms.frame);
      observed.push(ms.observed);
    }
    await fresh.close();
  }
  await cold.close();
  const statuses = Object.entries(counts.counts)
    .filter(([, n]) => n > 0)
    .map(([s]) => s);
  const changes: number[] = [];
  const responses: number[] = [];
  for (let i = 0; i < FILTER_CHANGES; i++) {
    const change = await filterChangeMs(page, statuses[i % statuses.length] ?? "COMPLETED");
    changes.push(change.total);
    if (Number.isFinite(change.response)) responses.push(change.response);
  }
  const csv = await exportRate(page);
  await page.context().close();
  return {
    total: counts.total,
    js,
    firstRow: percentile(loads, 50),
    observed: percentile(observed, 50),
    filterP50: percentile(changes, 50),
    filterP95: percentile(changes, 95),
    responseP50: percentile(responses, 50),
    responseP95: percentile(responses, 95),
    csv,
  };
}

function report(figures: Figures & { total: number }) {
  console.log(`payouts in the sandbox:            ${figures.total}`);
  console.log(`JS transferred for /payouts:       ${(figures.js / 1024).toFixed(1)} kB compressed (budget ≤ 210 kB)`);
  if (JS_ONLY) return;
  console.log(
    `navigation → first row visible:    ${figures.firstRow.toFixed(0)} ms median of 5 (target < 500 ms); Playwright saw it at ${figures.observed.toFixed(0)} ms`,
  );
  console.log(
    `filter change → rows rendered:     p50 ${figures.filterP50.toFixed(0)} ms, p95 ${figures.filterP95.toFixed(0)} ms over ${FILTER_CHANGES} (target p95 < 150 ms)`,
  );
  console.log(
    `  of which the list's response:    p50 ${figures.responseP50.toFixed(0)} ms, p95 ${figures.responseP95.toFixed(0)} ms (click → last byte)`,
  );
  console.log(`CSV export, ${EXPORT_ROWS} rows:            ${figures.csv.toFixed(0)} rows/s`);
}

/** Lower is better for every figure but the export rate. */
const KEYS: { key: keyof Figures; label: string; unit: string; higherIsBetter?: boolean }[] = [
  { key: "js", label: "JS (kB)", unit: "kB" },
  { key: "firstRow", label: "first row (ms)", unit: "ms" },
  { key: "filterP50", label: "filter p50 (ms)", unit: "ms" },
  { key: "filterP95", label: "filter p95 (ms)", unit: "ms" },
  { key: "responseP50", label: "  response p50", unit: "ms" },
  { key: "responseP95", label: "  response p95", unit: "ms" },
  { key: "csv", label: "CSV (rows/s)", unit: "rows/s", higherIsBetter: true },
];

async function main() {
  const bases = await servers();
  const browser = await launchChromium();
  try {
    const runs: (Figures & { total: number })[][] = bases.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which build goes first, so neither always meets a warmer machine.
      const order = round % 2 === 0 ? bases.map((_, i) => i) : bases.map((_, i) => bases.length - 1 - i);
      for (const index of order) runs[index]?.push(await measure(browser, bases[index] ?? ""));
    }
    const median = (index: number, key: keyof Figures) =>
      percentile(
        (runs[index] ?? []).map((r) => r[key]),
        50,
      );
    if (bases.length === 1) {
      const [only] = runs[0] ?? [];
      if (only && ROUNDS === 1) report(only);
      else if (only) report({ ...only, ...Object.fromEntries(KEYS.map(({ key }) => [key, median(0, key)])) });
      return;
    }
    console.log(`paired runs: ${ROUNDS} (medians; ratio = this build / paired build)`);
    for (const { key, label, higherIsBetter } of JS_ONLY ? KEYS.slice(0, 1) : KEYS) {
      const mine = median(0, key);
      const theirs = median(1, key);
      const scale = key === "js" ? 1 / 1024 : 1;
      const ratio = mine / theirs;
      const worse = higherIsBetter ? ratio < 0.9 : ratio > 1.1;
      console.log(
        `${label.padEnd(18)} this ${(mine * scale).toFixed(1).padStart(9)}   paired ${(theirs * scale).toFixed(1).padStart(9)}   ratio ${ratio.toFixed(2)}${worse ? "  WORSE THAN 10%" : ""}`,
      );
    }
  } finally {
    await browser.close();
    stopServers();
  }
}

main().catch((error) => {
  console.error(error);
  stopServers();
  process.exit(1);
});
