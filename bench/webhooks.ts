/**
 * bench/webhooks: signed deliveries from the sandbox to the dashboard's own receiver, and
 * how fast they reach an open live view.
 *
 *   NEXT_DIST_DIR=.next-webhooks npx next build     # once
 *   NEXT_DIST_DIR=.next-webhooks npx tsx bench/webhooks.ts
 *   BENCH_CPU_PROF=/tmp/prof ...                     # also write CPU profiles of both servers
 *
 * Starts a fresh sandbox (SANDBOX_RETRY_SCALE=0.001) and the dashboard server (scripts/dashboard-server.mjs), signs in with Chromium,
 * presses "Receive here" on /webhooks and keeps that page open. Then makes ~1,000 events with
 * sandbox operations (ramp creation + faker cash-in: 1 CREATE + 5 UPDATE per ramp) and prints:
 * the rate they are made and delivered at once (stored events / time from the first call to the
 * last event stored: at most the rate the sandbox's API makes them), p50/p99 from the operation's
 * call to the event stored, and p50/p99 from stored to the row showing in the live view. Then the
 * receiver alone (signed posts from here), and the delivery rate alone: the same events queued
 * while delivery is off, sent by a fresh sandbox start. Targets (issue 6): ≥ 300 deliveries/s
 * (the backlog line), p99 store-to-screen < 1 s.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchChromium } from "./lib/chromium";

const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4370);
const DASHBOARD_PORT = Number(process.env.BENCH_PORT ?? 3370);
const DATA = path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench-webhooks");
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const EVENTS_PER_RAMP = 6;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const BASE = `http://127.0.0.1:${DASHBOARD_PORT}`;
/** BENCH_CPU_PROF=<dir>: both servers write V8 CPU profiles there when stopped. */
const PROF = process.env.BENCH_CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : undefined;
/** BENCH_LOG_DIR=<dir>: each server's stdout (the dashboard's access log) goes to <dir>/<name>.log. */
const LOG_DIR = process.env.BENCH_LOG_DIR ? path.resolve(process.env.BENCH_LOG_DIR) : undefined;
const children: ChildProcess[] = [];
const groups: Record<string, number> = {};

function start(name: string, command: string, args: string[], env: Record<string, string>) {
  // Own process group, so stopping it stops npx and the server it spawned.
  if (LOG_DIR) mkdirSync(LOG_DIR, { recursive: true });
  const out = LOG_DIR ? openSync(path.join(LOG_DIR, `${name}.log`), "w") : "ignore";
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", out, "inherit"],
    detached: true,
  });
  child.on("exit", (code) => code && console.error(`[${name}] exited ${code}`));
  children.push(child);
  if (child.pid) groups[name] = child.pid;
}

/** The processes of a process group and their CPU time (user + system, ms): real work, not wall clock. */
function groupStats(pgid: number | undefined): { processes: number; cpuMs: number } {
  if (!pgid) return { processes: 0, cpuMs: NaN };
  let ticks = 0;
  let processes = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after "(comm) ": state ppid pgrp ... utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(fields[2]) !== pgid || fields[0] === "Z") continue;
      processes++;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { processes, cpuMs: ticks * 10 }; // USER_HZ is 100 on Linux.
}
const groupCpuMs = (pgid: number | undefined) => groupStats(pgid).cpuMs;

/**
 * CPU time (ms) of this process's descendants outside the servers' process groups: the
 * Chromium that Playwright started for the live view (its GPU, renderer and utility processes).
 */
function browserCpuMs(): number {
  const stats = new Map<number, { ppid: number; pgid: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      stats.set(Number(entry), { ppid: Number(f[1]), pgid: Number(f[2]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const servers = new Set(Object.values(groups));
  const mine = (pid: number): boolean => {
    const parent = stats.get(pid)?.ppid ?? 0;
    return parent === process.pid || (parent > 1 && mine(parent));
  };
  let ticks = 0;
  for (const [pid, st] of stats) if (!servers.has(st.pgid) && mine(pid)) ticks += st.ticks;
  return ticks * 10;
}
const cpuNow = () => ({ sandbox: groupCpuMs(groups.sandbox), dashboard: groupCpuMs(groups.dashboard) });

function stopAll() {
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
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/** The sandbox on its store under DATA; `delivery: "off"` queues events without sending them. */
async function startSandbox(delivery: "on" | "off") {
  start(
    "sandbox",
    PROF ? process.execPath : "npx",
    PROF ? [...PROF, "--import", "tsx", "sandbox/server.ts"] : ["tsx", "sandbox/server.ts"],
    {
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: path.join(DATA, "sandbox"),
      SANDBOX_RETRY_SCALE: "0.001",
      SANDBOX_LOOPBACK_WEBHOOKS: "on",
      SANDBOX_LOG_LEVEL: "warn",
      SANDBOX_WEBHOOK_DELIVERY: delivery,
    },
  );
  await waitFor(`${SANDBOX}/api/v2/health`, 300_000);
}

/** Stops the sandbox (SIGTERM to its process group) and waits until every process of it is gone. */
async function stopSandbox() {
  const pgid = groups.sandbox;
  if (pgid) process.kill(-pgid, "SIGTERM");
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (groupStats(pgid).processes === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the sandbox did not stop within 30 s");
}

async function startServers() {
  rmSync(DATA, { recursive: true, force: true });
  await startSandbox("on");
  start(
    "dashboard",
    process.execPath,
    [...(PROF ?? []), "scripts/dashboard-server.mjs", "-H", "127.0.0.1", "-p", String(DASHBOARD_PORT)],
    {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      API_BASE_URL: SANDBOX,
      API_ENV: "sandbox",
      DASHBOARD_DATA_DIR: path.join(DATA, "dashboard"),
      NEXTAUTH_URL: BASE,
      NEXTAUTH_SECRET: "bench-nextauth-secret-not-for-production-0000",
      TOKEN_ENCRYPTION_KEY: "bench-token-encryption-key-not-for-production",
    },
  );
  await waitFor(`${BASE}/api/health`, 120_000);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms (n=${s.length})`;
};

async function openLiveView(page: Page) {
  await page.goto(`${BASE}/login`, { timeout: 120_000 });
  await page.getByLabel("Email").fill("ops@example.com");
  await page.getByLabel("Password").fill("sandbox-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // The first requests of a cold server on a busy machine can be slow.
  await page.waitForURL((url) => url.pathname === "/", { timeout: 120_000 });
  await page.goto(`${BASE}/webhooks`, { timeout: 120_000 });
  await page.getByRole("button", { name: "Receive here" }).first().click();
  const secret = (await page.getByTestId("secret-once").textContent({ timeout: 60_000 })) ?? "";
  await page.locator('[data-testid="live-mode"][data-mode="live"]').waitFor({ timeout: 60_000 });
  // Record when each event's row first appears, by envelope id, in the page's own clock (same machine).
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    new MutationObserver((records) => {
      const now = Date.now();
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const rows = node.matches("[data-event-id]") ? [node] : [...node.querySelectorAll("[data-event-id]")];
          for (const row of rows) {
            const id = (row as HTMLElement).dataset.eventId;
            if (id && !(id in seen)) seen[id] = now;
          }
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return secret;
}

/** How long the receiver took to answer, as the sandbox's delivery log recorded each attempt. */
async function senderObservedAnswers(token: string): Promise<number[]> {
  const durations: number[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${SANDBOX}/api/v2/webhooks/deliveries?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { deliveries: { attempts: { durationMs: number }[] }[]; totalPage: number };
    for (const d of body.deliveries) for (const a of d.attempts) durations.push(a.durationMs);
    if (page >= body.totalPage) return durations;
  }
}

/** This customer's receiver URL, as "Receive here" registered it with the sandbox. */
async function registeredReceiverUrl(token: string): Promise<string> {
  const res = await fetch(`${SANDBOX}/api/v2/webhooks`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { webhooks?: { url: string }[] } | { url: string }[];
  const url = (Array.isArray(body) ? body : (body.webhooks ?? []))[0]?.url;
  if (!url) throw new Error("no webhook configuration registered");
  return url;
}

/** The receiver alone: signed envelopes straight from this process, many at once. */
async function receiverAlone(receiverUrl: string, secret: string, count: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const now = new Date().toISOString();
        const body = JSON.stringify({
          id: `bench-${randomUUID()}`,
          event: "USER",
          action: "UPDATE",
          data: { id: "bench-user", status: "ACTIVE" },
          createdAt: now,
          updatedAt: now,
          attempts: 0,
        });
        const signature = createHmac("sha256", secret).update(body).digest("hex");
        const t = performance.now();
        const res = await fetch(receiverUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-signature-sha256": signature },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 200) refused++;
      }
    }),
  );
  return { rate: count / ((performance.now() - started) / 1000), latencies, refused };
}

type Stored = { id: string; action: string; recordId: string | null; receivedAt: string; seq: number };

async function sandboxToken(): Promise<string> {
  const res = await fetch(`${SANDBOX}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ops@example.com", password: "sandbox-password" }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Creates a ramp, then completes its cash-in; returns when each call started. */
async function oneRamp(token: string, calls: Map<string, { create: number; cashIn: number }>) {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const create = Date.now();
  const res = await fetch(`${SANDBOX}/api/v2/ramps`, {
    method: "POST",
    headers,
    body: JSON.stringify({ type: "ON_RAMP", fromCurrency: "COP", toCurrency: "USDC", fromAmount: 100_000 }),
  });
  const body = (await res.json()) as { id?: string; ramp?: { id: string } };
  const id = body.ramp?.id ?? body.id;
  if (!id) throw new Error(`ramp creation failed: ${res.status}`);
  const cashIn = Date.now();
  const faker = await fetch(`${SANDBOX}/api/v2/faker/cash-in`, {
    method: "POST",
    headers,
    body: JSON.stringify({ rampId: id }),
  });
  if (!faker.ok) throw new Error(`cash-in failed: ${faker.status}`);
  calls.set(id, { create, cashIn });
}

/** `count` ramps, each created then cashed in, by CONCURRENCY callers at once. */
async function makeRamps(token: string, count: number, calls: Map<string, { create: number; cashIn: number }>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        await oneRamp(token, calls);
      }
    }),
  );
}

async function storedSince(page: Page, after: number): Promise<Stored[]> {
  const out: Stored[] = [];
  let cursor = after;
  for (;;) {
    // Uncompressed: gzipping the bench's own bookkeeping would be dashboard CPU the product does not spend.
    const res = await page.request.get(`${BASE}/api/webhooks/events?event=RAMP&limit=500&after=${cursor}`, {
      headers: { "accept-encoding": "identity" },
    });
    const body = (await res.json()) as { items: Stored[]; lastSeq: number };
    out.push(...body.items);
    if (body.items.length < 500) return out;
    cursor = body.lastSeq;
  }
}

/**
 * Polls the dashboard's inbox until `expected` events of the given ramps are stored (or 120 s pass).
 * Reads only what is new each time: re-reading every stored row per poll would load the
 * dashboard with the bench's own bookkeeping (O(n²) rows over a run).
 */
async function waitStored(page: Page, afterSeq: number, calls: Map<string, unknown>, expected: number) {
  const all: Stored[] = [];
  let lastSeq = afterSeq;
  let stored: Stored[] = [];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const fresh = await storedSince(page, lastSeq);
    all.push(...fresh);
    lastSeq = Math.max(lastSeq, ...fresh.map((s) => s.seq));
    stored = all.filter((s) => s.recordId && calls.has(s.recordId));
    if (stored.length >= expected) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { stored, lastSeq };
}

/** CLOCK_MONOTONIC in µs: the clock V8 stamps CPU profile samples with, so a profile can be cut to a phase. */
const monoUs = () => Number(process.hrtime.bigint() / 1000n);
const windows: Record<string, [number, number]> = {};

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

async function main() {
  await startServers();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const secret = await openLiveView(page);
    const before = await storedSince(page, 0);
    const startSeq = Math.max(0, ...before.map((s) => s.seq));
    const token = await sandboxToken();
    const ramps = Math.ceil(EVENTS / EVENTS_PER_RAMP);
    const expected = ramps * EVENTS_PER_RAMP;
    const calls = new Map<string, { create: number; cashIn: number }>();
    const cpu0 = cpuNow();
    const mono0 = monoUs();
    const t0 = Date.now();
    await makeRamps(token, ramps, calls);
    const callsDone = Date.now();
    const { stored, lastSeq } = await waitStored(page, startSeq, calls, expected);
    const cpu1 = cpuNow();
    windows.deliveries = [mono0, monoUs()];
    await page.waitForTimeout(1_500);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);

    const receivedMs = stored.map((s) => Date.parse(s.receivedAt));
    const lastStored = Math.max(...receivedMs);
    const callToStored = stored.map((s) => {
      const call = calls.get(s.recordId ?? "");
      return Date.parse(s.receivedAt) - (s.action === "CREATE" ? (call?.create ?? 0) : (call?.cashIn ?? 0));
    });
    const storeToScreen = stored.flatMap((s) => (s.id in seen ? [(seen[s.id] ?? 0) - Date.parse(s.receivedAt)] : []));

    console.log(`bench/webhooks — ${ramps} ramps × ${EVENTS_PER_RAMP} events, ${CONCURRENCY} concurrent callers`);
    console.log(`  events stored           ${stored.length} of ${expected}`);
    const callsSeconds = (callsDone - t0) / 1000;
    console.log(
      `  sandbox calls took      ${callsSeconds.toFixed(2)} s (events made at ${(expected / callsSeconds).toFixed(0)}/s)`,
    );
    // Bounded by how fast the sandbox's API makes events; the delivery rate alone is the backlog below.
    console.log(
      `  made and delivered      ${(stored.length / ((lastStored - t0) / 1000)).toFixed(0)} deliveries/s ` +
        "(at most the rate events are made; the target is for delivery: the backlog line)",
    );
    console.log(`  call → stored           ${summary(callToStored)}`);
    const perEvent = (ms: number) => `${(ms / Math.max(1, stored.length)).toFixed(2)} ms`;
    console.log(
      `  CPU per event           sandbox ${perEvent(cpu1.sandbox - cpu0.sandbox)} (API calls + delivery), ` +
        `dashboard ${perEvent(cpu1.dashboard - cpu0.dashboard)} (receiver + live view); load ${loadAverage()}`,
    );
    console.log(`  stored → on screen      ${summary(storeToScreen)} (target p99 < 1000 ms)`);
    console.log(`  rows never seen         ${stored.length - storeToScreen.length}`);
    console.log(`  receiver answer (sandbox's log)  ${summary(await senderObservedAnswers(token))} (limit 5000 ms)`);
    const cpuBefore = groupCpuMs(groups.dashboard);
    const monoAlone = monoUs();
    const alone = await receiverAlone(await registeredReceiverUrl(token), secret, EVENTS, 32);
    windows.receiverAlone = [monoAlone, monoUs()];
    const cpu = (groupCpuMs(groups.dashboard) - cpuBefore) / EVENTS;
    console.log(
      `  receiver alone          ${alone.rate.toFixed(0)} signed deliveries/s, answer ${summary(alone.latencies)}, non-200: ${alone.refused}, ` +
        `${cpu.toFixed(2)} ms CPU each (live view open); load ${loadAverage()}`,
    );

    // A backlog: the same events queued while the sandbox sends nothing (delivery off), then sent
    // by a fresh start on the same store, as after an outage. This is the delivery rate alone;
    // the rate above also pays for making each event (ramp creation and cash-in) meanwhile.
    await stopSandbox();
    await startSandbox("off");
    const queuedCalls = new Map<string, { create: number; cashIn: number }>();
    await makeRamps(await sandboxToken(), ramps, queuedCalls);
    await stopSandbox();
    const dashboardBefore = groupCpuMs(groups.dashboard);
    const browserBefore = browserCpuMs();
    const restarted = Date.now();
    const monoDrain = monoUs();
    await startSandbox("on");
    const sandboxReady = { at: Date.now(), cpuMs: groupCpuMs(groups.sandbox) };
    const backlog = await waitStored(page, lastSeq, queuedCalls, expected);
    const drainCpu = cpuNow();
    const browserCpu = browserCpuMs() - browserBefore;
    windows.drain = [monoDrain, monoUs()];
    const drained = backlog.stored.map((s) => Date.parse(s.receivedAt)).sort((a, b) => a - b);
    const first = drained[0] ?? NaN;
    const last = drained[drained.length - 1] ?? NaN;
    const afterReady = drained.filter((t) => t >= sandboxReady.at).length;
    console.log(
      `  backlog of ${expected} queued events, sent by a fresh start: ${backlog.stored.length} stored, ` +
        `${((drained.length - 1) / ((last - first) / 1000)).toFixed(0)} deliveries/s first to last stored ` +
        `(target ≥ 300); the first ${((first - restarted) / 1000).toFixed(1)} s after the restart`,
    );
    console.log(
      `  backlog CPU per event   sandbox ${((drainCpu.sandbox - sandboxReady.cpuMs) / Math.max(1, afterReady)).toFixed(2)} ms ` +
        `(after it answered), dashboard ${((drainCpu.dashboard - dashboardBefore) / Math.max(1, drained.length)).toFixed(2)} ms ` +
        `(receiver + live view), Chromium ${(browserCpu / Math.max(1, drained.length)).toFixed(2)} ms (the open live view); ` +
        `load ${loadAverage()}`,
    );
  } finally {
    await browser.close();
    stopAll();
    // The phases' bounds, to cut the servers' profiles to them (samples carry the same clock).
    if (process.env.BENCH_CPU_PROF)
      writeFileSync(path.join(path.resolve(process.env.BENCH_CPU_PROF), "windows.json"), JSON.stringify(windows));
  }
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
