import type { Result } from "lighthouse";

/**
 * What bench/lighthouse reads from a Lighthouse result: the two category scores, the two metrics
 * the targets name, and the main thread's work (by category, by script, long tasks).
 * Times are Lighthouse's own: with the mobile preset's simulated throttling they are the
 * simulated phone's (the trace's CPU times multiplied by its CPU slowdown, 4×).
 */
export type RunFigures = {
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /**
   * Lighthouse's measure of the host's speed at the time (a fixed JavaScript loop; higher is
   * faster): it falls when the machine is busy, and simulated throttling scales what it observed.
   */
  benchmarkIndex: number;
  lhr: Result;
};

type Row = Record<string, unknown>;

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export function runFigures(lhr: Result): RunFigures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    tbt: metric(lhr, "total-blocking-time"),
    lcp: metric(lhr, "largest-contentful-paint"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

/** The rows of an audit's table (empty when the audit has none, e.g. nothing above its threshold). */
function rows(lhr: Result, audit: string): Row[] {
  const details = lhr.audits[audit]?.details;
  return details?.type === "table" ? details.items : [];
}

const num = (value: unknown) => (typeof value === "number" ? value : Number.NaN);
const ms = (value: unknown) => `${num(value).toFixed(0).padStart(6)} ms`;
/** A URL without its origin (every script here is the dashboard's own). */
const where = (value: unknown, origin: string) =>
  typeof value === "string" ? value.replace(origin, "") || "/" : String(value);

/** Prints the main thread's work of one run: by category, by script, and its long tasks. */
export function printMainThread(lhr: Result, top: number): void {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  console.log("    main-thread work by category (mainthread-work-breakdown):");
  for (const row of rows(lhr, "mainthread-work-breakdown"))
    console.log(`      ${ms(row.duration)}  ${String(row.groupLabel ?? row.group)}`);
  console.log("    by script (bootup-time: total = all main-thread time attributed to it):");
  for (const row of rows(lhr, "bootup-time").slice(0, top))
    console.log(
      `      ${ms(row.total)}  eval ${ms(row.scripting)}  parse ${ms(row.scriptParseCompile)}  ${where(row.url, origin)}`,
    );
  const tasks = rows(lhr, "long-tasks");
  console.log(`    long tasks (long-tasks, ${tasks.length}; start, duration, attributed to):`);
  for (const row of tasks.slice(0, top))
    console.log(`      at ${ms(row.startTime)}  ${ms(row.duration)}  ${where(row.url, origin)}`);
}
