import { type ChildProcess, spawn } from "node:child_process";

/** A child process with its output kept in memory (shown when a check fails). */
export interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: false });
  const output: string[] = [];
  const push = (line: string) => {
    if (line) output.push(line);
    if (output.length > 5000) output.splice(0, output.length - 5000);
  };
  // Whole lines only: a pipe's chunk can end in the middle of one (a JSON log line read in two
  // halves would be two lines that parse as nothing), so the tail waits for the next chunk.
  const keepLines = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) push(line);
    });
    stream.on("end", () => push(partial));
  };
  keepLines(child.stdout);
  keepLines(child.stderr);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name, child, output, exited };
}

/** Polls a URL until it answers with one of `statuses` (or the process dies). */
export async function waitForUrl(url: string, proc: Proc | undefined, timeoutMs = 90_000, statuses = [200]) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output.slice(-30).join("\n")}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      last = `${response.status}`;
      await response.body?.cancel();
      if (statuses.includes(response.status)) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (last: ${last})`);
}

/** Stops a process by its id and waits for it; SIGKILL if it ignores SIGTERM. */
export async function stopProcess(proc: Proc, signal: NodeJS.Signals = "SIGTERM", graceMs = 15_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
