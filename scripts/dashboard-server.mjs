// The dashboard's server, in production (`npm start`, the e2e and scale suites, the benchmarks)
// and in development (`npm run dev` passes --dev): Next's own request handler behind a plain
// Node HTTP server, the documented "custom server" set-up. It exists only for what Next cannot
// give a route handler: every request gets its peer's address stamped for the sign-in
// protection, and a body over 1 MB a 413 before Next reads it
// (lib/security/node-request-guard.mjs). Every route, the webhook receiver included, is Next's,
// so `next start` or a standalone build serves the same paths; /api/ready reports which server
// runs (app/api/ready/checks.ts checkServer).
//
//   node scripts/dashboard-server.mjs [--dev] [-H 127.0.0.1] [-p 3000]   (or HOST / PORT)
//
// Without --dev it needs a build (`npm run build`, NEXT_DIST_DIR for another folder).
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { pino } from "pino";
import { announcePeerHeader, guardBodySize, stampPeerAddress } from "../lib/security/node-request-guard.mjs";

// The app logs through lib/log/logger.ts once Next has loaded it; this script's own lines use
// the same library and JSON shape, before that and outside Next's bundle.
const log = pino({ base: { service: "dashboard-server" } });

const { values } = parseArgs({
  options: {
    hostname: { type: "string", short: "H" },
    port: { type: "string", short: "p" },
    dev: { type: "boolean", default: false },
  },
});
const hostname = values.hostname ?? process.env.HOST ?? "127.0.0.1";
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  log.error({ port: values.port ?? process.env.PORT }, "not a port");
  process.exit(2);
}

// Route handlers cannot see the socket: every request carries its peer's address in a header
// this server sets (any client-sent copy deleted first), and the app is told the header is
// ours (lib/security/client-address.ts). Under `next dev` nobody sets it, and it is ignored.
announcePeerHeader();

const app = next({ dev: values.dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  stampPeerAddress(request);
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
