import { readFile } from "node:fs/promises";
import { processTree } from "./proc-memory";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; undefined when it is gone. */
export async function cpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may hold spaces: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU time of a process and its descendants, in ms. */
export async function treeCpuMs(root: number): Promise<number> {
  const values = await Promise.all((await processTree(root)).map(cpuMs));
  return values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
}
