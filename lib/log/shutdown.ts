import "server-only";
import { getEnv } from "@/lib/env";
import { markDraining } from "./lifecycle";
import { getLogger } from "./logger";

/**
 * Graceful shutdown on SIGTERM, next to Next's own handler.
 *
 * The dashboard's server (scripts/dashboard-server.mjs, like `next start`)
 * already answers SIGTERM by closing its HTTP server (new connections refused,
 * requests in flight finished), then Next (after() tasks awaited), and then
 * calling process.exit(143). What it cannot know about is ours: the webhook inbox
 * rows stored but not yet fanned out, the LISTEN connections and the store's
 * pool. So this handler marks the instance as draining (/api/ready → 503),
 * and holds Next's process.exit until the given steps have run. Server-sent
 * event streams never end by themselves, so a deadline (SHUTDOWN_GRACE_MS,
 * default 10 s) bounds the whole thing; the browsers' EventSource reconnects to
 * another instance and replays by Last-Event-ID.
 *
 * What to close is handed in by the start-up hook (instrumentation.ts), which
 * knows every part: the log sits below them all, so it names none of them.
 */

/** One thing to finish before the process exits; steps run one after another, in the order given. */
export interface ShutdownStep {
  /** For the log: "shutdown: <name> closed", or failed. */
  name: string;
  run: () => Promise<unknown>;
}

/** Runs every step, each in turn, a failing one logged and passed over so the later ones still run. */
export async function runShutdownSteps(steps: readonly ShutdownStep[]): Promise<void> {
  const log = getLogger();
  for (const step of steps) {
    try {
      await step.run();
      log.info({}, `shutdown: ${step.name} closed`);
    } catch (error) {
      log.error({ err: error }, `shutdown: ${step.name} failed`);
    }
  }
  log.flush();
}

let installed = false;

export function installGracefulShutdown(steps: readonly ShutdownStep[]): void {
  if (installed) return;
  installed = true;
  const graceMs = getEnv().SHUTDOWN_GRACE_MS;
  process.once("SIGTERM", () => {
    markDraining();
    getLogger().info({ graceMs }, "shutdown: SIGTERM received, draining");
    const exit = process.exit.bind(process);
    let exiting = false;
    const finish = (code: number | string | null | undefined) => {
      if (exiting) return;
      exiting = true;
      void runShutdownSteps(steps).finally(() => exit(code ?? 0));
    };
    // The server calls process.exit once it has finished the requests in flight.
    process.exit = ((code?: number | string | null) => finish(code)) as typeof process.exit;
    // Open event streams keep the server's close() from ever finishing: the deadline ends them.
    setTimeout(() => {
      getLogger().warn({ graceMs }, "shutdown: grace period over, exiting");
      finish(143);
    }, graceMs).unref();
  });
}
