/**
 * Next's start-up hook (runs once per server process). On the Node.js
 * runtime it installs the graceful shutdown of lib/log/shutdown.ts; the
 * import is dynamic so the edge bundle (proxy.ts) never pulls in pg or pino.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installGracefulShutdown } = await import("./lib/log/shutdown");
  installGracefulShutdown();
}
