import "server-only";
import { getLogger } from "@/lib/log/logger";
import { getStore } from "./index";

/**
 * Opens the store when the server starts, so migrations are applied on start
 * (under the runner's advisory lock when several instances boot together)
 * rather than by the first request. A store that is down at boot is logged,
 * not fatal: getStore() retries on the next request and /api/ready says 503.
 */
export async function openStoreAtBoot(): Promise<void> {
  const started = performance.now();
  try {
    const store = await getStore();
    getLogger().info({ kind: store.kind, durationMs: Math.round(performance.now() - started) }, "store ready");
  } catch (error) {
    getLogger().error({ err: error }, "store unavailable at start; will retry on demand");
  }
}
