/**
 * bench/cpu-profile: where a V8 CPU profile (.cpuprofile, from node --cpu-prof)
 * spends its time: self time by package or project folder, and the top
 * functions by self time. Idle and garbage collection are listed apart.
 *   npx tsx bench/cpu-profile.ts /tmp/profiles/CPU.*.cpuprofile
 */
import { readFile } from "node:fs/promises";

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** "node_modules/next/dist/…" → "next", "/app/api/…" chunk → the project's file, node internals → "node:". */
export function bucketOf(url: string): string {
  if (!url) return "(native/V8)";
  if (url.startsWith("node:")) return "node: internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const chunk = /\/(server\/chunks\/[^/]+|server\/app\/.+)$/.exec(url);
  return chunk?.[1] ? `build: ${chunk[1].slice(0, 60)}` : url.replace(/^file:\/\//, "").slice(-60);
}

const INCLUSIVE_TOP = Number(process.env.PROFILE_TOP ?? 60);
const frameKey = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${bucketOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/** Time under each function, callees included, counting a function once per sample (recursion). */
function inclusive(profile: Profile, byId: Map<number, ProfileNode>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    const us = profile.timeDeltas?.[i] ?? 0;
    const seen = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === "(idle)") break;
      const key = frameKey(node);
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + us);
    }
  }
  return totals;
}

async function summarise(file: string) {
  const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] ?? -1;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const name = node.callFrame.functionName || "(anonymous)";
    const bucket = ["(idle)", "(program)", "(garbage collector)"].includes(name) ? name : bucketOf(node.callFrame.url);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    if (bucket !== "(idle)") total += us;
    const key = `${name} ${bucketOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / Math.max(total, 1)).toFixed(1)}%`.padStart(6);
  console.log(`${file}: ${(total / 1000).toFixed(0)} ms busy (idle excluded)`);
  for (const [b, us] of [...buckets].sort((x, y) => y[1] - x[1]).slice(0, 18)) {
    console.log(`  ${pct(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${b}`);
  }
  console.log("  top functions by total time (self and callees; each function once per sample):");
  for (const [f, us] of [...inclusive(profile, byId)].sort((x, y) => y[1] - x[1]).slice(0, INCLUSIVE_TOP)) {
    console.log(`  ${pct(us)}  ${f}`);
  }
  console.log("  top functions by self time:");
  for (const [f, us] of [...functions].sort((x, y) => y[1] - x[1]).slice(0, 25)) {
    if (f.startsWith("(idle)")) continue;
    console.log(`  ${pct(us)}  ${f}`);
  }
}

for (const file of process.argv.slice(2)) await summarise(file);
