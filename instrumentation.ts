/**
 * Next's start-up hook (runs once per server process). On the Node.js
 * runtime it installs the access log and the graceful shutdown (lib/log/) and opens
 * the store, which applies pending migrations; the imports are dynamic so
 * the edge bundle never pulls in pg or pino. (The webhook receiver is an
 * ordinary App Router route, app/api/webhooks/receive/[key]: nothing to register.)
 */
export async function register(): Promise<void> {
  // Next's own variables, read directly and before anything is imported: Next replaces
  // NEXT_RUNTIME per bundle (so the edge bundle drops the Node-only imports below), and
  // getEnv() would validate the app's environment inside `next build`, which has none.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` may load this hook while prerendering: no signal handlers, no store there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { installAccessLog } = await import("./lib/log/access-log");
  installAccessLog();
  const { installGracefulShutdown } = await import("./lib/log/shutdown");
  installGracefulShutdown();
  const { openStoreAtBoot } = await import("./lib/log/boot");
  // Not awaited: the server answers /api/health while the store opens.
  void openStoreAtBoot();
}
