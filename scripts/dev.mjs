// `npm run dev`: the seeded sandbox API (unless API_BASE_URL points elsewhere)
// and the dashboard in development mode, stopped together.
import { bin, run } from "./lib/supervisor.mjs";

// SANDBOX_LOOPBACK_WEBHOOKS: the sandbox's one deviation from the specification, for "Receive here"
// on this machine (an http://127.0.0.1 receiver); nothing but local development sets it.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SANDBOX_PORT: process.env.SANDBOX_PORT ?? "4010",
  SANDBOX_LOOPBACK_WEBHOOKS: process.env.SANDBOX_LOOPBACK_WEBHOOKS ?? "on",
};
const host = process.env.HOST ?? "127.0.0.1";

// `npm run dev:spec-only`: the local sandbox without its extensions has no /backoffice/me and no
// permissions claim, so the dashboard cannot tell what an operator may change and refuses every
// change unless CHANGE_ALLOWED_OPERATORS names them. The seeded operators are named here (the
// sandbox still refuses what their roles do not allow); a real API gets its own list.
if (!process.env.API_BASE_URL && env.SANDBOX_EXTENSIONS === "off" && !env.CHANGE_ALLOWED_OPERATORS)
  env.CHANGE_ALLOWED_OPERATORS = "ops@example.com,compliance@example.com,checker@example.com,ops@other.example";

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
