/**
 * Aggregation of a V8 CPU profile (a .cpuprofile from node --cpu-prof, or Chromium's
 * Profiler.stop): self time and total time summed under a key of the caller's choosing (a package,
 * a source file, a function), optionally over some samples only (a time window).
 */
export interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number; scriptId?: string };
  hitCount?: number;
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Names V8 gives to time outside any script; listed apart from the code's own. */
export const VM_STATES = ["(idle)", "(program)", "(garbage collector)"];

/** Which samples count: by index and by timestamp (µs, the profile's clock). Default: all. */
export type SampleFilter = (index: number, timeUs: number) => boolean;
/** The key a node's time is summed under; undefined drops the node. */
export type KeyOf = (node: ProfileNode) => string | undefined;

/** "node_modules/next/dist/…" → "next", "/app/api/…" chunk → the project's file, node internals → "node:". */
export function bucketOf(url: string): string {
  if (!url) return "(native/V8)";
  if (url.startsWith("node:")) return "node: internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const chunk = /\/(server\/chunks\/[^/]+|server\/app\/.+)$/.exec(url);
  return chunk?.[1] ? `build: ${chunk[1].slice(0, 60)}` : url.replace(/^file:\/\//, "").slice(-60);
}

/** Calls `visit(sampledNodeId, µs)` for every kept sample, with the sample's own time delta. */
function eachSample(profile: Profile, keep: SampleFilter | undefined, visit: (id: number, us: number) => void) {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    const us = deltas[i] ?? 0;
    time += us;
    if (!keep || keep(i, time)) visit(samples[i] ?? -1, us);
  }
}

/** Self time (µs) summed by key: the time each sample spent in its own innermost frame. */
export function selfBy(profile: Profile, keyOf: KeyOf, keep?: SampleFilter, into = new Map<string, number>()) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  eachSample(profile, keep, (id, us) => {
    const node = byId.get(id);
    const key = node && keyOf(node);
    if (key !== undefined) into.set(key, (into.get(key) ?? 0) + us);
  });
  return into;
}

/** Time under each key, callees included, counting a key once per sample (recursion); idle is skipped. */
export function inclusiveBy(profile: Profile, keyOf: KeyOf, keep?: SampleFilter, into = new Map<string, number>()) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  eachSample(profile, keep, (sampled, us) => {
    const seen = new Set<string>();
    for (let id: number | undefined = sampled; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === "(idle)") break;
      const key = keyOf(node);
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      into.set(key, (into.get(key) ?? 0) + us);
    }
  });
  return into;
}

/**
 * Time by entry point: each sample's outermost frame below the root (the event handler, timer,
 * message-channel task or microtask that started the work), keyed by `keyOf`.
 */
export function entryBy(profile: Profile, keyOf: KeyOf, keep?: SampleFilter, into = new Map<string, number>()) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root = profile.nodes.find((n) => n.callFrame.functionName === "(root)")?.id;
  eachSample(profile, keep, (sampled, us) => {
    let id = sampled;
    for (let up = parent.get(id); up !== undefined && up !== root; up = parent.get(id)) id = up;
    const node = byId.get(id);
    const key = node && keyOf(node);
    if (key !== undefined) into.set(key, (into.get(key) ?? 0) + us);
  });
  return into;
}

/** Prints the largest entries as share of `totalUs` and milliseconds (divided by `per`, e.g. per pick). */
export function printTop(entries: Map<string, number>, totalUs: number, top: number, per = 1) {
  for (const [key, us] of [...entries].sort((x, y) => y[1] - x[1]).slice(0, top)) {
    const pct = `${((100 * us) / Math.max(totalUs, 1)).toFixed(1)}%`.padStart(6);
    console.log(`  ${pct}  ${(us / 1000 / per).toFixed(per === 1 ? 0 : 1).padStart(6)} ms  ${key}`);
  }
}
