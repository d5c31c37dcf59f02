// Starts the seeded sandbox API and the dashboard in development mode, side by
// side, and stops both when either exits or on Ctrl+C.
import { spawn } from "node:child_process";

const sandboxPort = process.env.SANDBOX_PORT ?? "4010";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SANDBOX_PORT: sandboxPort };
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const tag = `[${name}]`;
  const forward = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line) out.write(`${tag} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on("exit", (code) => {
    process.stderr.write(`${tag} exited with ${code}\n`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

const useLocalSandbox = !process.env.API_BASE_URL;
if (useLocalSandbox) run("sandbox", "npx", ["tsx", "sandbox/server.ts"]);
run("dashboard", "npx", ["next", "dev", "-H", process.env.HOST ?? "127.0.0.1", "-p", process.env.PORT ?? "3000"]);
