// `npm run dev`: the seeded sandbox API (unless API_BASE_URL points elsewhere)
// and the dashboard in development mode, stopped together.
import { bin, run } from "./lib/supervisor.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SANDBOX_PORT: process.env.SANDBOX_PORT ?? "4010" };
const host = process.env.HOST ?? "127.0.0.1";

if (!process.env.API_BASE_URL) run("sandbox", bin("tsx"), ["sandbox/server.ts"], { env, prefixOutput: true });
// The same server as in production (scripts/dashboard-server.mjs), with Next in development mode,
// so sign-in protection sees each client's address here too.
run(
  "dashboard",
  process.execPath,
  ["scripts/dashboard-server.mjs", "--dev", "-H", host, "-p", process.env.PORT ?? "3000"],
  {
    env,
    prefixOutput: true,
  },
);
