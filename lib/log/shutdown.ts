import "server-only";
import { closeApprovalsHub } from "@/lib/approvals/live";
import { closeSessionEvents } from "@/lib/auth/session-events";
import { getStore } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { listUnprocessed, markProcessed } from "@/lib/webhooks/inbox";
import { getLiveHub } from "@/lib/webhooks/live";
import { markDraining } from "./lifecycle";
import { getLogger } from "./logger";

/**
 * Graceful shutdown on SIGTERM, next to Next's own handler.
 *
 * The dashboard's server (scripts/dashboard-server.mjs, like `next start`)
 * already answers SIGTERM by closing its HTTP server (new connections refused,
 * requests in flight finished), then Next (after() tasks awaited), and then
 * calling process.exit(143). What it cannot know about is ours: the webhook inbox
 * rows stored but not yet fanned out, the LISTEN connection and the store's
 * pool. So this handler marks the instance as draining (/api/ready → 503),
 * and holds Next's process.exit until the inbox is flushed and the store is
 * closed. Server-sent event streams never end by themselves, so a deadline
 * (SHUTDOWN_GRACE_MS, default 10 s) bounds the whole thing; the browsers'
 * EventSource reconnects to another instance and replays by Last-Event-ID.
 */

const FLUSH_LIMIT = 500;

/** Fans out and marks what was stored but not processed (the process was busy or the after() task failed). */
export async function flushInbox(): Promise<number> {
  const pending = await listUnprocessed(FLUSH_LIMIT);
  for (const { customerId, item } of pending) await getLiveHub().publish(customerId, item);
  await markProcessed(pending);
  return pending.length;
}

async function closeResources(): Promise<void> {
  const log = getLogger();
  try {
    const flushed = await flushInbox();
    log.info({ flushed }, "shutdown: inbox flushed");
  } catch (error) {
    log.error({ err: error }, "shutdown: inbox flush failed");
  }
  await getLiveHub()
    .close()
    .catch(() => {});
  await closeSessionEvents().catch(() => {});
  await closeApprovalsHub().catch(() => {});
  await (await getStore()).close().catch(() => {});
  log.info({}, "shutdown: store closed");
  log.flush();
}

let installed = false;

export function installGracefulShutdown(): void {
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
      void closeResources().finally(() => exit(code ?? 0));
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
