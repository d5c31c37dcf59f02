/**
 * bench/filter-profile: where the browser's time goes in a filter pick on /payouts. Records a
 * Chromium CPU profile (CDP Profiler, sampling every PROFILE_INTERVAL_US, default 1 ms) around
 * each of PROFILE_PICKS picks (default 20; at most the statuses holding payouts, less two for the
 * warm-up), from the status's option clicked to the first frame whose rows all show it (the
 * probe bench/payouts-page uses), and prints self time by module, the top functions and our
 * components, for the whole pick and for the part after the list's answer arrived (the page's
 * own work), per pick. As many picks again under a Chromium trace split what the profile calls
 * "(program)" (the renderer's style, layout, paint…) by event.
 *
 *   NEXT_DIST_DIR=.next-s7 BENCH_PORT=3790 BENCH_SANDBOX_PORT=4790 BENCH_DATA_DIR=/tmp/bench-floor \
 *     npx tsx bench/filter-profile.ts
 *
 * Frames in Next chunks are read from NEXT_DIST_DIR: a build with browser source maps
 * (`productionBrowserSourceMaps: true` in next.config.ts) maps them to source files and original
 * function names (components by name); without, each chunk is named with a hint of what it holds.
 * BENCH_BUILD_DIR names the tree a build was made in (default: here; e.g. a worktree built with
 * maps). BENCH_BASE_URL profiles a running dashboard instead of starting one. PROFILE_SAVE=<dir>
 * keeps the picks (picks.json, and each pick's .cpuprofile for DevTools), PROFILE_FROM=<dir>
 * summarises kept picks again without a browser; PROFILE_TOP sets the list lengths.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import { launchChromium } from "./lib/chromium";
import { ChunkSources } from "./lib/chunk-sources";
import { login, percentile, startServers, stopServers } from "./lib/dashboard-servers";
import { type FilterChange, openStatusOption, rowsShown } from "./lib/filter-pick";
import {
  entryBy,
  inclusiveBy,
  type Profile,
  type ProfileNode,
  printTop,
  type SampleFilter,
  selfBy,
  VM_STATES,
} from "./lib/profile-aggregate";
import { mainThreadOf, selfByEvent, type TraceEvent, tasksByKind } from "./lib/trace-summary";

const PICKS = Number(process.env.PROFILE_PICKS ?? 20);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const SAVE = process.env.PROFILE_SAVE;
const FROM = process.env.PROFILE_FROM;
/** Sampling interval: V8's default, 1 ms; finer sampling costs the page more. */
const INTERVAL_US = Number(process.env.PROFILE_INTERVAL_US ?? 1000);
const DIST = process.env.NEXT_DIST_DIR ?? ".next";
/** The tree the build was made in (default here): e.g. a worktree built with source maps. */
const BUILD_DIR = path.resolve(process.env.BENCH_BUILD_DIR ?? ".");

type Metrics = Record<string, number>;
/** Renderer time by kind (seconds, cumulative), from the Performance domain. */
const METRICS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration"];

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(list.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value]));
}

/**
 * /payouts loaded afresh (a new query cache), then two unrecorded picks: the popup's module and
 * the code paths load and compile once. The recorded picks then take statuses not picked since
 * the load, so each one waits for its answer as a first pick does (a status picked before shows
 * its cached rows at once and refetches behind them).
 */
async function freshPayouts(page: Page, statuses: string[], pick: (status: string) => Promise<unknown>) {
  await page.goto(new URL("/payouts", page.url()).href);
  await page.locator("tbody tr[data-row-id]").first().waitFor();
  for (const status of statuses.slice(0, 2)) await pick(status);
}

/** The recorded picks' statuses: the ones after the warm-up's two, at most PICKS. */
const measured = (statuses: string[]) => statuses.slice(2, 2 + PICKS);

/** The traced picks: the page's main-thread events and, per pick, its mark (trace clock, µs) and timings. */
type Traced = { events: TraceEvent[]; marks: number[]; changes: FilterChange[] };
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"];

/**
 * The same picks again under a Chromium trace instead of the profiler: the renderer's own work
 * (style, layout, paint, commit), which a CPU profile shows only as "(program)".
 */
async function tracePicks(browser: Browser, page: Page, statuses: string[]): Promise<Traced> {
  await freshPayouts(page, statuses, async (status) => {
    await (await openStatusOption(page, status)).click();
    await rowsShown(page, status);
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const changes: FilterChange[] = [];
  for (const status of measured(statuses)) {
    await (await openStatusOption(page, status)).click();
    changes.push(await rowsShown(page, status));
  }
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const { thread, marks } = mainThreadOf(traceEvents, "bench:pick");
  return { events: thread, marks, changes };
}

function summariseTrace(traced: Traced, sources: ChunkSources) {
  const { events, marks, changes } = traced;
  if (marks.length !== changes.length) {
    console.log(`\ntrace: ${marks.length} pick marks for ${changes.length} picks; not summarised`);
    return;
  }
  const windows = (from: (c: FilterChange) => number) =>
    changes.map((c, i): [number, number] => [(marks[i] ?? 0) + from(c) * 1000, (marks[i] ?? 0) + c.total * 1000]);
  const parts: [string, [number, number][]][] = [
    ["the whole pick", windows(() => 0)],
    ["after the list's answer", windows((c) => (Number.isFinite(c.response) ? c.response : 0))],
  ];
  for (const [title, spans] of parts) {
    const tasks = tasksByKind(events, spans, (frame) => sources.functionOf({ id: 0, callFrame: frame }));
    console.log(`\nrenderer main thread, ${title} (trace): tasks by what started them, per pick`);
    for (const [kind, { us, count }] of [...tasks].sort((x, y) => y[1].us - x[1].us).slice(0, TOP))
      console.log(
        `  ${(us / 1000 / changes.length).toFixed(1).padStart(6)} ms  ${(count / changes.length).toFixed(1).padStart(4)} tasks  ${kind}`,
      );
    const byEvent = selfByEvent(events, spans);
    const inTasks = [...byEvent.values()].reduce((a, b) => a + b, 0);
    const span = spans.reduce((sum, [a, b]) => sum + (b - a), 0);
    console.log(
      `renderer main thread, ${title} (trace, self time by event, per pick): ${(inTasks / 1000 / changes.length).toFixed(1)} ms in tasks of ${(span / 1000 / changes.length).toFixed(1)} ms`,
    );
    printTop(byEvent, inTasks, TOP, changes.length);
  }
}

/** One pick, profiled: the profile, and the pick's window in the profile's clock (µs). */
type Pick = { profile: Profile; mark: number; answer: number; frame: number; metrics: Metrics };

async function profilePick(cdp: CDPSession, page: Page, status: string): Promise<Pick> {
  const option = await openStatusOption(page, status);
  const before = await metrics(cdp);
  // The profile's clock (µs) and the page's (ms) differ by an offset read right before the start:
  // the profile's startTime is taken as the start begins (read after it, the page's clock was
  // later by all the start's own work, a few hundred milliseconds, and every window came early).
  const pageNowAtStart = (await cdp.send("Runtime.evaluate", { expression: "performance.now()", returnByValue: true }))
    .result.value as number;
  await cdp.send("Profiler.start");
  await option.click();
  const change = await rowsShown(page, status);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  const after = await metrics(cdp);
  const mark = await page.evaluate(() => (window as unknown as { mark: number }).mark);
  const toProfile = (pageMs: number) => profile.startTime + (pageMs - pageNowAtStart) * 1000;
  return {
    profile,
    mark: toProfile(mark),
    answer: toProfile(mark + (Number.isFinite(change.response) ? change.response : 0)),
    frame: toProfile(mark + change.total),
    metrics: Object.fromEntries(METRICS.map((m) => [m, ((after[m] ?? 0) - (before[m] ?? 0)) * 1000])),
  };
}

/**
 * Keys for one profile's frames. A native frame (DOM, built-ins: scriptId "0") is charged to the
 * nearest script frame that called it, so `removeChild` under react-dom counts as react-dom's;
 * Playwright's injected script (no URL) is the bench's own work, named apart.
 */
function keysFor(profile: Profile, sources: ChunkSources) {
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const isNative = (n: ProfileNode) => n.callFrame.scriptId === "0";
  const caller = (n: ProfileNode) => {
    let up = parent.get(n.id);
    while (up && isNative(up)) up = parent.get(up.id);
    return up && up.callFrame.functionName !== "(root)" ? up : undefined;
  };
  const script = (n: ProfileNode, name: (m: ProfileNode) => string) =>
    n.callFrame.url ? name(n) : "(the bench: Playwright's probe and click)";
  const moduleKey = (n: ProfileNode): string => {
    const name = n.callFrame.functionName;
    if (VM_STATES.includes(name)) return name;
    if (!isNative(n)) return script(n, (m) => sources.moduleOf(m));
    const owner = caller(n);
    return owner ? `${script(owner, (m) => sources.moduleOf(m))} (DOM, built-ins)` : "(DOM, built-ins)";
  };
  const functionKey = (n: ProfileNode): string | undefined => {
    const name = n.callFrame.functionName;
    if (VM_STATES.includes(name) || name === "(root)") return undefined;
    if (!isNative(n)) return script(n, (m) => sources.functionOf(m));
    const owner = caller(n);
    return `${name || "(native)"} ← ${owner ? script(owner, (m) => sources.functionOf(m)) : "?"}`;
  };
  return { moduleKey, functionKey };
}

function summarise(picks: Pick[], sources: ChunkSources) {
  const windows: [string, (p: Pick) => SampleFilter][] = [
    ["the whole pick (click → rows shown)", (p) => (_, t) => t >= p.mark && t <= p.frame],
    ["after the list's answer (answer → rows shown)", (p) => (_, t) => t >= p.answer && t <= p.frame],
  ];
  for (const [title, windowOf] of windows) {
    const modules = new Map<string, number>();
    const selfFns = new Map<string, number>();
    const totalFns = new Map<string, number>();
    const entries = new Map<string, number>();
    for (const pick of picks) {
      const { moduleKey, functionKey } = keysFor(pick.profile, sources);
      selfBy(pick.profile, moduleKey, windowOf(pick), modules);
      selfBy(pick.profile, functionKey, windowOf(pick), selfFns);
      inclusiveBy(pick.profile, functionKey, windowOf(pick), totalFns);
      entryBy(pick.profile, functionKey, windowOf(pick), entries);
    }
    const idle = modules.get("(idle)") ?? 0;
    modules.delete("(idle)");
    const busy = [...modules.values()].reduce((sum, us) => sum + us, 0);
    const per = (us: number) => (us / 1000 / picks.length).toFixed(1);
    console.log(`\n${title}: ${per(busy)} ms busy and ${per(idle)} ms idle per pick (CPU profile)`);
    console.log("time by entry point (the handler, timer or task that started the work), per pick:");
    printTop(entries, busy, TOP, picks.length);
    console.log("self time by module, per pick:");
    printTop(modules, busy, TOP, picks.length);
    console.log("functions by self time, per pick:");
    printTop(selfFns, busy, TOP, picks.length);
    console.log("functions by total time (callees included), per pick:");
    printTop(totalFns, busy, TOP, picks.length);
    if (!sources.mapped) continue;
    // Components by their time: the project's functions named in PascalCase (a render, hooks included).
    const components = new Map([...totalFns].filter(([key]) => /^[A-Z]\w* .+\.tsx:\d+$/.test(key)));
    console.log(
      "our components by total time (the render function and the hooks it calls; React renders children apart), per pick:",
    );
    printTop(components, busy, TOP, picks.length);
  }
}

type Recorded = { picks: Pick[]; traced: Traced };

/** Starts the servers (unless BENCH_BASE_URL), signs in, profiles PICKS picks after two unrecorded ones, then traces PICKS more. */
async function record(): Promise<Recorded> {
  const base =
    process.env.BENCH_BASE_URL ??
    (
      await startServers({
        sandboxPort: Number(process.env.BENCH_SANDBOX_PORT ?? 4390),
        dashboardPort: Number(process.env.BENCH_PORT ?? 3390),
        seedPayouts: Number(process.env.BENCH_SEED_PAYOUTS ?? 100_000),
        dataDir: path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench-payouts"),
        builds: [{ name: "this build", dir: BUILD_DIR, dist: DIST }],
      })
    )[0] ??
    "";
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await login(page, base);
    const counts = (await (await page.request.get(`${base}/api/payouts/counts`)).json()) as {
      counts: Record<string, number>;
    };
    const statuses = Object.entries(counts.counts)
      .filter(([, n]) => n > 0)
      .map(([s]) => s);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
    await cdp.send("Performance.enable");
    await freshPayouts(page, statuses, (status) => profilePick(cdp, page, status));
    const picks: Pick[] = [];
    for (const status of measured(statuses)) picks.push(await profilePick(cdp, page, status));
    await cdp.send("Profiler.disable");
    const traced = await tracePicks(browser, page, statuses);
    console.log(
      `${picks.length} picks on ${base}/payouts profiled, as many traced (both slow the page a little); ${statuses.length} statuses hold payouts`,
    );
    return { picks, traced };
  } finally {
    await browser.close();
    stopServers();
  }
}

function save({ picks, traced }: Recorded, dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "picks.json"), JSON.stringify(picks));
  writeFileSync(path.join(dir, "traced.json"), JSON.stringify(traced));
  // One .cpuprofile per pick as well: DevTools' Performance panel opens them.
  for (const [i, pick] of picks.entries())
    writeFileSync(path.join(dir, `pick-${i + 1}.cpuprofile`), JSON.stringify(pick.profile));
}

async function main() {
  // PROFILE_FROM=<dir>: summarise the picks a PROFILE_SAVE run kept, without a browser.
  const recorded: Recorded = FROM
    ? {
        picks: JSON.parse(readFileSync(path.join(FROM, "picks.json"), "utf8")) as Pick[],
        traced: JSON.parse(readFileSync(path.join(FROM, "traced.json"), "utf8")) as Traced,
      }
    : await record();
  if (SAVE) save(recorded, SAVE);
  const { picks } = recorded;
  const totals = picks.map((p) => (p.frame - p.mark) / 1000);
  const answers = picks.map((p) => (p.answer - p.mark) / 1000);
  console.log(
    `click → rows shown p50 ${percentile(totals, 50).toFixed(0)} ms, p95 ${percentile(totals, 95).toFixed(0)} ms; click → answer p50 ${percentile(answers, 50).toFixed(0)} ms`,
  );
  console.log("renderer time per pick (Performance domain, popup open → rows shown), median:");
  for (const m of METRICS) {
    const values = picks.map((p) => p.metrics[m] ?? 0);
    console.log(`  ${m.padEnd(20)} ${percentile(values, 50).toFixed(1)} ms`);
  }
  const sources = new ChunkSources(path.resolve(BUILD_DIR, DIST));
  summariseTrace(recorded.traced, sources);
  summarise(picks, sources);
  console.log(
    sources.mapped
      ? "\n(frames mapped through the build's browser source maps)"
      : `\n(no browser source maps in ${DIST}: chunks named by file with a hint; build with productionBrowserSourceMaps for source files and component names)`,
  );
}

main().catch((error) => {
  console.error(error);
  stopServers();
  process.exit(1);
});
