/**
 * bench/lighthouse: the dashboard on a phone, as Lighthouse 12 sees it (issue 33's target:
 * performance ≥ 90 and accessibility 100, median of 5, on /payouts, the overview and /approvals).
 *
 *   NEXT_DIST_DIR=.next-s7 BENCH_DATA_DIR=/tmp/bench-lh npx tsx bench/lighthouse.ts
 *
 * Starts the sandbox (BENCH_SEED_PAYOUTS, default 20,000 payouts) and a dashboard from the
 * production build in NEXT_DIST_DIR (default .next; not built here), signs in as the sandbox's
 * operator and runs Lighthouse with its default settings (the mobile preset: a mid-range phone,
 * simulated slow 4G and 4× CPU slowdown) BENCH_RUNS times per page (default 5), one page after
 * another. Prints per page the median performance and accessibility scores, total blocking time
 * and largest contentful paint (each the median of its own), every run's figures, and for the
 * median run (by performance score) what the main thread did: by category, by script, long tasks.
 * The load average and Lighthouse's benchmarkIndex are printed beside them: simulated throttling
 * scales the main-thread time it observed, so a busy machine inflates TBT.
 *
 * Lighthouse keeps the cookies: before each run it clears the HTTP cache and the origin's
 * service workers, cache storage and file systems (its default `clearStorageTypes`), not cookies,
 * so each run is a cold load by a signed-in operator; `disableStorageReset` stays off.
 *
 * BENCH_PAGES (comma-separated paths), BENCH_BASE_URL (a running dashboard, signed in to with the
 * same account), BENCH_PORT / BENCH_SANDBOX_PORT (default 3890 / 4890), BENCH_LH_TOP (lines per
 * list, default 10), BENCH_LH_SAVE=<dir> also writes each page's median run as a Lighthouse JSON
 * report (the Lighthouse viewer opens it).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { percentile, startServers, stopServers } from "./lib/dashboard-servers";
import { type DebuggableChromium, signIn, startDebuggableChromium } from "./lib/lighthouse-browser";
import { printMainThread, type RunFigures, runFigures } from "./lib/lighthouse-figures";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? "/payouts,/,/approvals").split(",").map((p) => p.trim());
const TOP = Number(process.env.BENCH_LH_TOP ?? 10);
const SAVE = process.env.BENCH_LH_SAVE;
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench-lighthouse");

async function server(): Promise<string> {
  if (process.env.BENCH_BASE_URL) return process.env.BENCH_BASE_URL;
  const [base] = await startServers({
    sandboxPort: Number(process.env.BENCH_SANDBOX_PORT ?? 4890),
    dashboardPort: Number(process.env.BENCH_PORT ?? 3890),
    seedPayouts: Number(process.env.BENCH_SEED_PAYOUTS ?? 20_000),
    dataDir: DATA_DIR,
    builds: [{ name: "dashboard", dir: process.cwd(), dist: process.env.NEXT_DIST_DIR ?? ".next" }],
  });
  if (!base) throw new Error("no dashboard started");
  return base;
}

/** One Lighthouse run of one page in the signed-in browser; refuses a run that ended elsewhere (signed out). */
async function run(port: number, base: string, page: string): Promise<RunFigures> {
  const result = await lighthouse(`${base}${page}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== page) throw new Error(`${page}: Lighthouse ended on ${landed} (signed out?)`);
  for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
  return runFigures(lhr);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

function report(page: string, runs: RunFigures[]) {
  const median = (key: "performance" | "accessibility" | "tbt" | "lcp") =>
    percentile(
      runs.map((r) => r[key]),
      50,
    );
  console.log(
    `\n${page}  median of ${runs.length}: performance ${median("performance")}, accessibility ${median("accessibility")}, TBT ${median("tbt").toFixed(0)} ms, LCP ${(median("lcp") / 1000).toFixed(2)} s`,
  );
  console.log(
    `  runs (performance / TBT ms / LCP s): ${runs.map((r) => `${r.performance}/${r.tbt.toFixed(0)}/${(r.lcp / 1000).toFixed(1)}`).join("  ")}`,
  );
  console.log(
    `  Lighthouse's benchmarkIndex of the host (lower = busier): ${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(", ")}`,
  );
  // The median run by performance score, ties broken by TBT: the run whose main thread is shown.
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbt - b.tbt);
  const chosen = sorted[Math.ceil(sorted.length / 2) - 1];
  if (!chosen) return;
  console.log(
    `  median run: performance ${chosen.performance}, TBT ${chosen.tbt.toFixed(0)} ms, LCP ${(chosen.lcp / 1000).toFixed(2)} s`,
  );
  printMainThread(chosen.lhr, TOP);
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const file = path.join(SAVE, `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "overview"}.report.json`);
    writeFileSync(file, JSON.stringify(chosen.lhr));
    console.log(`  saved ${file}`);
  }
}

async function main() {
  const base = await server();
  let browser: DebuggableChromium | undefined;
  try {
    browser = await startDebuggableChromium(path.join(DATA_DIR, "chromium-profile"));
    await signIn(browser.port, base, PAGES);
    console.log(`Lighthouse 12, mobile preset, ${RUNS} runs per page on ${base}; load average ${load()}`);
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await run(browser.port, base, page));
      report(page, runs);
    }
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    await browser?.stop();
    stopServers();
  }
}

main().catch((error) => {
  console.error(error);
  stopServers();
  process.exit(1);
});
