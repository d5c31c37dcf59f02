import "server-only";
import { metrics } from "@/lib/metrics/registry";
import { registerStoreGauges } from "./store-gauges";

/**
 * This process's metrics in Prometheus's text format, for GET /api/metrics (app/api/metrics).
 * The store's gauges are registered on the first scrape, so a process that is never scraped never
 * runs their queries.
 */
const REGISTERED = Symbol.for("ramp-dashboard.metrics.store-gauges");
type Holder = typeof globalThis & { [REGISTERED]?: true };

export async function exposition(): Promise<{ contentType: string; body: string }> {
  const m = metrics();
  const holder = globalThis as Holder;
  if (!holder[REGISTERED]) {
    registerStoreGauges(m);
    holder[REGISTERED] = true;
  }
  return { contentType: m.registry.contentType, body: await m.registry.metrics() };
}
