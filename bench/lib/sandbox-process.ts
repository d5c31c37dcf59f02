import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { waitForHealthy } from "./wait-healthy";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** A free loopback port (bound to port 0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SandboxProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  stop(): Promise<number | null>;
}

/**
 * Starts `sandbox/server.ts` under `node --import tsx` (so the pid is the
 * server itself, for memory sampling) and resolves once its health route answers
 * (not on a log line: a bench that quiets the sandbox's log to warnings hides it).
 */
export async function startSandbox(
  env: Record<string, string | undefined>,
  timeoutMs = 180_000,
): Promise<SandboxProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extra = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    cwd: ROOT,
    // Benchmarks receive on 127.0.0.1 over http: the sandbox's loopback deviation, asked for.
    env: { SANDBOX_LOOPBACK_WEBHOOKS: "on", ...process.env, ...extra, SANDBOX_PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr?.on("data", (d: Buffer) => stderr.push(d.toString()));
  let exited: number | null | undefined;
  child.once("exit", (code) => {
    exited = code;
  });
  try {
    await waitForHealthy(`${baseUrl}/api/v2/health`, timeoutMs, {
      failed: () =>
        exited === undefined ? undefined : new Error(`sandbox exited with ${exited}: ${stderr.join("").slice(-2000)}`),
    });
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error("sandbox has no pid");
  return {
    child,
    pid,
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/** Peak resident set size of a process in MiB (VmHWM), or undefined off Linux. */
export function peakRssMiB(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
