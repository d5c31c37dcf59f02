// Production start: the built dashboard (`npm run build` first) and, unless
// API_BASE_URL points elsewhere, the sandbox API beside it.
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
const children = [];
let stopping = false;

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.error(`[${name}] exited (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (!process.env.API_BASE_URL) run("sandbox", "npx", ["tsx", "sandbox/server.ts"]);
run("dashboard", "npx", ["next", "start", "-H", process.env.HOST ?? "127.0.0.1", "-p", process.env.PORT ?? "3000"]);
