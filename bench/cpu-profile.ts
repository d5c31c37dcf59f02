/**
 * bench/cpu-profile: where a V8 CPU profile (.cpuprofile, from node --cpu-prof)
 * spends its time: self time by package or project folder, and the top
 * functions by self time. Idle and garbage collection are listed apart.
 *   npx tsx bench/cpu-profile.ts /tmp/profiles/CPU.*.cpuprofile
 * The aggregation is bench/lib/profile-aggregate.ts (bench/filter-profile uses it too).
 */
import { readFile } from "node:fs/promises";
import {
  bucketOf,
  inclusiveBy,
  type Profile,
  type ProfileNode,
  printTop,
  selfBy,
  VM_STATES,
} from "./lib/profile-aggregate";

const INCLUSIVE_TOP = Number(process.env.PROFILE_TOP ?? 60);
const frameKey = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${bucketOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const nameOf = (n: ProfileNode) => n.callFrame.functionName || "(anonymous)";

async function summarise(file: string) {
  const profile = JSON.parse(await readFile(file, "utf8")) as Profile;
  const buckets = selfBy(profile, (n) => (VM_STATES.includes(nameOf(n)) ? nameOf(n) : bucketOf(n.callFrame.url)));
  const functions = selfBy(profile, (n) => (nameOf(n) === "(idle)" ? undefined : frameKey(n)));
  const total = [...buckets].reduce((sum, [b, us]) => (b === "(idle)" ? sum : sum + us), 0);
  console.log(`${file}: ${(total / 1000).toFixed(0)} ms busy (idle excluded)`);
  printTop(buckets, total, 18);
  console.log("  top functions by total time (self and callees; each function once per sample):");
  printTop(inclusiveBy(profile, frameKey), total, INCLUSIVE_TOP);
  console.log("  top functions by self time:");
  printTop(functions, total, 25);
}

for (const file of process.argv.slice(2)) await summarise(file);
