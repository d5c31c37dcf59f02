import { readdir, readFile, writeFile } from "node:fs/promises";

/** Peak resident memory (VmHWM) of a process, in MiB, from /proc (Linux only). */
export async function peakRssMiB(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The process and all its descendants (a wrapper may sit above the server). */
export async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i] ?? -1) ?? []));
  return out;
}

/** The largest VmHWM in a process tree: the server process itself. */
export async function treePeakRssMiB(root: number): Promise<number | undefined> {
  const values = await Promise.all((await processTree(root)).map(peakRssMiB));
  const known = values.filter((v): v is number => v !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/**
 * Resets the peak (VmHWM) of a process tree to its current RSS, so the next
 * reading is the peak of one run rather than of the process's whole life
 * ("5" to /proc/<pid>/clear_refs, Linux 4.0+). False when the kernel refuses.
 */
export async function resetTreePeakRss(root: number): Promise<boolean> {
  const results = await Promise.all(
    (await processTree(root)).map((pid) =>
      writeFile(`/proc/${pid}/clear_refs`, "5").then(
        () => true,
        () => false,
      ),
    ),
  );
  return results.every(Boolean);
}
