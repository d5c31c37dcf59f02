import "server-only";
import { Gauge } from "prom-client";
import { PAYOUT_FAILURE_STATUSES, PAYOUT_FLOW_PHASES } from "@/lib/contract/payout-lifecycle";
import { getStore } from "@/lib/db";
import { loadMigrations } from "@/lib/db/migrate";
import {
  activeReceiverCount,
  aliveSessionCount,
  flightCountsByPhase,
  pendingChangeCounts,
  readModelCustomers,
  syncCycleStates,
} from "@/lib/db/queries/metrics";
import { getLogger } from "@/lib/log/logger";
import { METRIC_PREFIX, type Metrics } from "@/lib/metrics/registry";
import { attentionFilter } from "@/lib/payouts-readmodel/service-levels";
import { serviceLevelsOf } from "@/lib/payouts-readmodel/service-levels-store";
import { pendingMigrations } from "@/lib/shared/migrator";
import { peekProcessSingleton } from "@/lib/server/process-singleton";
import type { LiveHub } from "@/lib/webhooks/live-hub";

/**
 * Gauges read at scrape time from the store and this process: change requests waiting, sessions
 * alive, the store's pool and migrations, receivers configured, live-view clients, and the
 * payouts read model's failed and overdue payouts per phase and its sync's age. Summed over
 * customers: no label names one. A store that cannot answer leaves the figures of the last
 * scrape out (the gauge is absent), which the readiness alert covers.
 */

const PHASES: ReadonlySet<string> = new Set([...PAYOUT_FLOW_PHASES, "GENERAL"]);
const phaseLabel = (phase: string) => (PHASES.has(phase) ? phase : "other");

/** A gauge whose collect() resets it, asks `read`, and logs (never throws) when the store cannot answer. */
function storeGauge<L extends string>(
  m: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: (gauge: Gauge<L>) => Promise<void>,
): Gauge<L> {
  return new Gauge<L>({
    name: `${METRIC_PREFIX}${name}`,
    help,
    labelNames,
    registers: [m.registry],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (error) {
        getLogger().warn({ err: error, metric: name }, "metric not read from the store");
      }
    },
  });
}

export function registerStoreGauges(m: Metrics): void {
  storeGauge(
    m,
    "change_requests_pending",
    "Change requests waiting for approval, per operation, summed over customers.",
    ["operation"],
    async (g) => {
      for (const row of await pendingChangeCounts()) g.set({ operation: row.operation }, row.waiting);
    },
  );
  storeGauge(
    m,
    "change_requests_past_expiry",
    "Change requests still pending after their expiry (nobody decided and nothing closed them).",
    [],
    async (g) => {
      g.set((await pendingChangeCounts()).reduce((sum, row) => sum + row.pastExpiry, 0));
    },
  );
  storeGauge(
    m,
    "sessions_alive",
    "Operator sessions neither revoked nor past their lifetime, over every instance.",
    [],
    async (g) => {
      g.set(await aliveSessionCount());
    },
  );
  storeGauge(
    m,
    "store_pool_connections",
    "Connections of this instance's Postgres pool by state (absent on PGlite).",
    ["state"],
    async (g) => {
      const usage = (await getStore()).poolUsage?.();
      if (!usage) return;
      g.set({ state: "total" }, usage.total);
      g.set({ state: "idle" }, usage.idle);
      g.set({ state: "waiting" }, usage.waiting);
      g.set({ state: "max" }, usage.max);
    },
  );
  storeGauge(
    m,
    "store_migrations_current",
    "1 when every migration this code knows is applied to the store, 0 otherwise.",
    [],
    async (g) => {
      g.set((await pendingMigrations(await getStore(), loadMigrations())).length === 0 ? 1 : 0);
    },
  );
  storeGauge(
    m,
    "webhook_receivers_active",
    "Customers whose webhook receiver has a secret set (deliveries are expected).",
    [],
    async (g) => {
      g.set(await activeReceiverCount());
    },
  );
  storeGauge(
    m,
    "webhook_live_clients",
    "Live-view (server-sent events) clients connected to this instance.",
    [],
    async (g) => {
      // Only a hub this process already has: a scrape must not open the hub's LISTEN connection.
      g.set(peekProcessSingleton<LiveHub>("webhooks-live-hub")?.subscriberCount() ?? 0);
    },
  );
  storeGauge(
    m,
    "payouts_attention",
    "Payouts of the read model that need attention, by kind (failed, overdue) and phase, summed over customers.",
    ["kind", "phase"],
    async (g) => {
      const now = new Date();
      for (const scope of await readModelCustomers()) {
        const filter = attentionFilter(await serviceLevelsOf(scope), now);
        for (const row of await flightCountsByPhase(scope, PAYOUT_FAILURE_STATUSES, filter.overdueBefore)) {
          g.inc({ kind: "failed", phase: phaseLabel(row.phase) }, row.failed);
          g.inc({ kind: "overdue", phase: phaseLabel(row.phase) }, row.overdue);
        }
      }
    },
  );
  storeGauge(
    m,
    "payouts_sync_last_success_age_seconds",
    "Seconds since the payouts sync last finished a cycle well (ok or partial), for the customer whose is oldest.",
    [],
    async (g) => {
      const now = Date.now();
      const ages = (await syncCycleStates())
        .filter((s) => (s.outcome === "ok" || s.outcome === "partial") && s.finishedAt)
        .map((s) => (now - (s.finishedAt as Date).getTime()) / 1000);
      if (ages.length > 0) g.set(Math.max(...ages));
    },
  );
  storeGauge(m, "payouts_sync_failing_customers", "Customers whose last payouts sync cycle failed.", [], async (g) => {
    g.set((await syncCycleStates()).filter((s) => s.outcome === "failed").length);
  });
}
