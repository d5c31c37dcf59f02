// The dashboard's production server (`npm start`, the e2e and scale suites, the
// benchmarks): Next's own request handler behind a plain Node HTTP server, the
// documented "custom server" set-up. Used instead of `next start` for one reason:
// each request is first offered to the routes the app registered as direct
// (lib/server/direct-routes.ts; today the webhook receiver), which skip Next's
// per-request routing work. Everything else, and a direct route before the app
// has registered it, goes to Next unchanged. Before that, every request gets its peer's
// address stamped for the sign-in protection, and a body over 1 MB a 413
// (lib/security/node-request-guard.mjs).
//
//   node scripts/dashboard-server.mjs [-H 127.0.0.1] [-p 3000]   (or HOST / PORT)
//
// Needs a build (`npm run build`, NEXT_DIST_DIR for another folder).
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { pino } from "pino";
import { announcePeerHeader, guardBodySize, stampPeerAddress } from "../lib/security/node-request-guard.mjs";

// The app logs through lib/log/logger.ts once Next has loaded it; this script's own lines use
// the same library and JSON shape, before that and outside Next's bundle.
const log = pino({ base: { service: "dashboard-server" } });

const { values } = parseArgs({
  options: { hostname: { type: "string", short: "H" }, port: { type: "string", short: "p" } },
});
const hostname = values.hostname ?? process.env.HOST ?? "127.0.0.1";
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  log.error({ port: values.port ?? process.env.PORT }, "not a port");
  process.exit(2);
}

// Filled in by the app's instrumentation hook (lib/server/direct-routes.ts), which Next runs on
// its first request; keep the key in step with DIRECT_ROUTES_KEY there.
const DIRECT_ROUTES_KEY = Symbol.for("ramp-backoffice.direct-routes");

// Route handlers cannot see the socket: every request carries its peer's address in a header
// this server sets (any client-sent copy deleted first), and the app is told the header is
// ours (lib/security/client-address.ts). Under `next dev` nobody sets it, and it is ignored.
announcePeerHeader();

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  stampPeerAddress(request);
  const answerDirectly = globalThis[DIRECT_ROUTES_KEY];
  if (typeof answerDirectly === "function" && answerDirectly(request, response)) return;
  // Bodies over 1 MB (Next's server-action limit, which it enforces with a 500) get a 413 here.
  if (guardBodySize(request, response)) return;
  handle(request, response).catch((error) => {
    log.error({ err: error }, "request failed");
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end();
    }
  });
});

server.on("error", (error) => {
  log.error({ err: error }, "server failed");
  process.exit(1);
});
server.listen(port, hostname, () => log.info({ url: `http://${hostname}:${port}` }, "Dashboard ready"));

// As `next start` does: stop taking connections, let the requests in flight finish (after()
// tasks included), close Next, exit 128 + signal. lib/log/shutdown.ts holds that exit until
// the webhook inbox is flushed and the store is closed, within SHUTDOWN_GRACE_MS.
let stopping = false;
for (const [signal, code] of [
  ["SIGTERM", 143],
  ["SIGINT", 130],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      app
        .close()
        .catch((error) => log.error({ err: error }, "closing Next failed"))
        .finally(() => process.exit(code));
    });
  });
}
