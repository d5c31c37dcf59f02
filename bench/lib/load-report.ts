import type { Kind } from "./load-mix";
import type { RunStats, Sample } from "./load-run";

/** Nearest-rank percentile of latencies in ms (0 when there are none). */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus requests without an answer. */
  errors: number;
  /** Answers by status code, plus timeouts and connection errors when there were any. */
  codes: Record<string, number>;
  byKind: Partial<Record<Kind | "unknown", { n: number; p50: number; p99: number; errors: number }>>;
}

const ok = (s: Sample) => s.status >= 200 && s.status < 300;

export function summarise(run: RunStats): Summary {
  const codes: Record<string, number> = {};
  for (const s of run.samples) codes[s.status] = (codes[s.status] ?? 0) + 1;
  if (run.timeouts) codes.timeouts = run.timeouts;
  if (run.connErrors) codes.connErrors = run.connErrors;
  const byKind: Summary["byKind"] = {};
  for (const kind of new Set(run.samples.map((s) => s.kind))) {
    const of = run.samples.filter((s) => s.kind === kind);
    const ms = of.map((s) => s.ms);
    byKind[kind] = {
      n: of.length,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      errors: of.filter((s) => !ok(s)).length,
    };
  }
  const all = run.samples.map((s) => s.ms);
  return {
    requests: run.samples.length,
    rps: run.samples.length / Math.max(run.seconds, 0.001),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    errors: run.samples.filter((s) => !ok(s)).length + run.timeouts + run.connErrors,
    codes,
    byKind,
  };
}

const ms = (v: number) => `${Math.round(v)} ms`;

/** Lines for one run: the figures, the breakdown by kind, the load average and the peak memory. */
export function formatRun(
  label: string,
  run: RunStats,
  memory: Record<string, number | undefined>,
  target: boolean,
): string[] {
  const s = summarise(run);
  const verdict = !target
    ? "(no target: saturation)"
    : s.errors === 0 && s.p99 < 250
      ? "meets target (0 errors, p99 < 250 ms)"
      : "MISSES target (0 errors, p99 < 250 ms)";
  // A paced client never has two requests open (an operator waits for the page), so slow answers lower the rate.
  const held = run.offeredRate && s.rps < run.offeredRate * 0.95 ? " (answers over 1 s held clients back)" : "";
  const offered = run.offeredRate ? ` of ${run.offeredRate} offered${held}` : "";
  const kinds = Object.entries(s.byKind)
    .map(([k, v]) => `${k} n=${v.n} p50 ${ms(v.p50)} p99 ${ms(v.p99)} err ${v.errors}`)
    .join(" | ");
  return [
    `${label}`,
    `  ${s.rps.toFixed(1)} req/s${offered}  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  errors ${s.errors}  ${verdict}`,
    `  ${s.requests} answers in ${run.seconds.toFixed(1)} s, by status ${JSON.stringify(s.codes)}`,
    `  by kind: ${kinds}`,
    `  load average (1 min) ${run.load[0].toFixed(2)} → ${run.load[1].toFixed(2)}; peak RSS MiB during the run: ${Object.entries(
      memory,
    )
      .map(([k, v]) => `${k} ${v ?? "?"}`)
      .join(", ")}`,
  ];
}
