// Runs several servers side by side and stops them together: when one exits,
// or on SIGINT/SIGTERM. Each child leads its own process group, so a signal
// reaches the real server behind any wrapper; after a grace period the group
// is killed.
import { spawn } from "node:child_process";
import path from "node:path";

const GRACE_MS = 12_000;
const children = [];
let stopping = false;

/** A binary from node_modules/.bin, without an npx wrapper in between. */
export const bin = (name) => path.resolve("node_modules", ".bin", name);

export function run(name, command, args, { env, prefixOutput }) {
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: prefixOutput ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (prefixOutput) {
    const forward = (stream, out) =>
      stream.on("data", (chunk) => {
        for (const line of chunk.toString().split("\n")) if (line) out.write(`[${name}] ${line}\n`);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
  }
  child.on("exit", (code, signal) => {
    process.stderr.write(`[${name}] exited (${signal ?? code})\n`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => {
    for (const child of children) signalGroup(child, "SIGKILL");
    process.exit(code);
  }, GRACE_MS);
  timer.unref();
  Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on("exit", r)) : null)),
  ).then(() => {
    // Wrappers may exit before the servers they started: make sure the groups are empty.
    for (const child of children) signalGroup(child, "SIGKILL");
    process.exit(code);
  });
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
