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
 *
 * The floor (not in paired mode; BENCH_FLOOR=0 leaves it out): each round also measures the same
 * filter changes on a minimal client-only page (bench/floor/page.tsx: TanStack Query + Table, a
 * native select), served on this dashboard's origin with the same session, right after ours
 * (ours, floor, ours, floor…; BENCH_ROUNDS defaults to 5), and prints ours / floor as ratios of
 * the medians of the rounds' p50 and p95.
 */
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { bundleFloor } from "./floor/bundle";
import { measureFloor, type PickFigures, pickFigures } from "./floor/measure";
import { launchChromium } from "./lib/chromium";
import { login, percentile, startServers, stopServers } from "./lib/dashboard-servers";
import { type FilterChange, filterChange, pickOurs } from "./lib/filter-pick";

const FILTER_CHANGES = 30;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const EXPORT_ROWS = 10_000;
/** BENCH_JS_ONLY=1: only the JavaScript figure (deterministic for a build), for comparing variants quickly. */
const JS_ONLY = process.env.BENCH_JS_ONLY === "1";
const PAIR_DIR = process.env.BENCH_PAIR_DIR;
/** The client-only floor is measured beside a single build, unless BENCH_FLOOR=0. */
const FLOOR = !PAIR_DIR && !JS_ONLY && process.env.BENCH_FLOOR !== "0";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (PAIR_DIR || FLOOR ? 5 : 1));

async function servers(): Promise<string[]> {
  if (process.env.BENCH_BASE_URL) return [process.env.BENCH_BASE_URL];
  const builds = [{ name: "this build", dir: process.cwd(), dist: process.env.NEXT_DIST_DIR ?? ".next" }];
  if (PAIR_DIR) builds.push({ name: "paired build", dir: PAIR_DIR, dist: process.env.BENCH_PAIR_DIST ?? ".next" });
  return startServers({
    sandboxPort: Number(process.env.BENCH_SANDBOX_PORT ?? 4390),
    dashboardPort: Number(process.env.BENCH_PORT ?? 3390),
    seedPayouts: Number(process.env.BENCH_SEED_PAYOUTS ?? 100_000),
    dataDir: path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench-payouts"),
    builds,
  });
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

/** The picks' figures (the floor's too), and the page's own. */
type Figures = PickFigures & {
  js: number;
  firstRow: number;
  observed: number;
  csv: number;
};

/** What the floor's round reuses of ours: the signed-in session and the statuses picked, in order. */
type Session = { storageState: StorageState; statuses: string[] };
type Measured = Figures & { total: number; session: Session };

/** One full measurement of one dashboard: its own browser session, so nothing is shared between builds. */
async function measure(browser: Browser, base: string): Promise<Measured> {
  const page = await browser.newPage();
  await login(page, base);
  const counts = (await (await page.request.get(`${base}/api/payouts/counts`)).json()) as {
    counts: Record<string, number>;
    total: number;
  };
  const storageState = await page.context().storageState();
  const statuses = Object.entries(counts.counts)
    .filter(([, n]) => n > 0)
    .map(([s]) => s);
  const session = { storageState, statuses };
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
      session,
      js,
      firstRow: none,
      observed: none,
      filterP50: none,
      filterP95: none,
      responseP50: none,
      responseP95: none,
      sentP50: none,
      afterP50: none,
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
  const changes: FilterChange[] = [];
  for (let i = 0; i < FILTER_CHANGES; i++)
    changes.push(await filterChange(page, pickOurs, statuses[i % statuses.length] ?? "COMPLETED"));
  const csv = await exportRate(page);
  await page.context().close();
  return {
    total: counts.total,
    session,
    js,
    firstRow: percentile(loads, 50),
    observed: percentile(observed, 50),
    ...pickFigures(changes),
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
  console.log(
    `  click → request sent:            p50 ${figures.sentP50.toFixed(0)} ms; answer → rows shown p50 ${figures.afterP50.toFixed(0)} ms`,
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
  { key: "sentP50", label: "  sent p50", unit: "ms" },
  { key: "afterP50", label: "  after answer p50", unit: "ms" },
  { key: "csv", label: "CSV (rows/s)", unit: "rows/s", higherIsBetter: true },
];

/**
 * Ours against the floor, round by round: each figure is the median over the rounds of that
 * round's p50 or p95, so one slow round moves it less than pooling all changes would.
 */
function reportFloor(ours: Measured[], floor: PickFigures[]) {
  const median = (values: number[]) => percentile(values, 50);
  console.log(`\nfloor: a client-only TanStack Query + Table page, native select, same route and session`);
  for (const [round, mine] of ours.entries()) {
    const theirs = floor[round];
    if (!theirs) continue;
    console.log(
      `  round ${round + 1}: ours p50 ${mine.filterP50.toFixed(0)} / p95 ${mine.filterP95.toFixed(0)} ms   floor p50 ${theirs.filterP50.toFixed(0)} / p95 ${theirs.filterP95.toFixed(0)} ms`,
    );
  }
  const labels: Record<keyof PickFigures, string> = {
    filterP50: "filter p50",
    filterP95: "filter p95",
    responseP50: "  response p50",
    responseP95: "  response p95",
    sentP50: "  sent p50",
    afterP50: "  after answer p50",
  };
  for (const [key, label] of Object.entries(labels) as [keyof PickFigures, string][]) {
    const mine = median(ours.map((r) => r[key]));
    const theirs = median(floor.map((r) => r[key]));
    console.log(
      `${label.padEnd(19)} ours ${mine.toFixed(1).padStart(7)} ms   floor ${theirs.toFixed(1).padStart(7)} ms   ours / floor ${(mine / theirs).toFixed(2)}`,
    );
  }
  console.log(`(medians of ${floor.length} interleaved rounds of ${FILTER_CHANGES} changes each)`);
}

async function main() {
  const bases = await servers();
  const browser = await launchChromium();
  // Bundled once per run, before any measurement, so esbuild's work never overlaps a round.
  const floorScript = FLOOR ? await bundleFloor() : "";
  try {
    const runs: Measured[][] = bases.map(() => []);
    const floor: PickFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which build goes first, so neither always meets a warmer machine.
      const order = round % 2 === 0 ? bases.map((_, i) => i) : bases.map((_, i) => bases.length - 1 - i);
      for (const index of order) runs[index]?.push(await measure(browser, bases[index] ?? ""));
      const ours = runs[0]?.at(-1);
      if (FLOOR && ours) {
        const { storageState, statuses } = ours.session;
        floor.push(await measureFloor(browser, bases[0] ?? "", storageState, floorScript, statuses, FILTER_CHANGES));
      }
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
      if (FLOOR) reportFloor(runs[0] ?? [], floor);
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
