// `npm start`: the production build of the dashboard (`npm run build` first)
// and, unless API_BASE_URL points elsewhere, the sandbox API beside it.
import { bin, run } from "./lib/supervisor.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
const host = process.env.HOST ?? "127.0.0.1";

if (!process.env.API_BASE_URL) run("sandbox", bin("tsx"), ["sandbox/server.ts"], { env, prefixOutput: false });
// The dashboard's own server (Next's handler plus the peer address and body guard): scripts/dashboard-server.mjs.
run("dashboard", process.execPath, ["scripts/dashboard-server.mjs", "-H", host, "-p", process.env.PORT ?? "3000"], {
  env,
  prefixOutput: false,
});
