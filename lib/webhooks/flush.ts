import "server-only";
import { getLogger } from "@/lib/log/logger";
import { listUnprocessed, markProcessed } from "./inbox";
import { getLiveHub } from "./live";

const FLUSH_LIMIT = 500;

/**
 * Fans out and marks what was stored but not processed (the process was busy or the after()
 * task failed): a shutdown step (instrumentation.ts), run before the live hub and the store close.
 */
export async function flushInbox(): Promise<number> {
  const pending = await listUnprocessed(FLUSH_LIMIT);
  for (const { customerId, item } of pending) await getLiveHub().publish(customerId, item);
  await markProcessed(pending);
  getLogger().info({ flushed: pending.length }, "shutdown: inbox flushed");
  return pending.length;
}
