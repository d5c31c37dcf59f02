/**
 * Next's start-up hook (runs once per server process). On the Node.js runtime it installs
 * the access log and the graceful shutdown (lib/log/), handing them what only this hook
 * knows of (whose request it is, what to close and in which order), and opens the store,
 * which applies pending migrations; with OTEL_EXPORTER_OTLP_ENDPOINT set it first installs the
 * trace exporter (lib/tracing/setup.ts); the imports are dynamic so the edge bundle never pulls
 * in pg or pino. (The webhook receiver is an ordinary App Router route,
 * app/api/webhooks/receive/[key]: nothing to register.)
 */
export async function register(): Promise<void> {
  // Next's own variables, read directly and before anything is imported: Next replaces
  // NEXT_RUNTIME per bundle (so the edge bundle drops the Node-only imports below), and
  // getEnv() would validate the app's environment inside `next build`, which has none.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` may load this hook while prerendering: no signal handlers, no store there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // First, so the spans of everything below (the store's opening included) are recorded.
  await installTracing();
  const [{ installAccessLog }, { operatorIdOf }] = await Promise.all([
    import("./lib/log/access-log"),
    import("./lib/auth/operator-id"),
  ]);
  installAccessLog(operatorIdOf);
  await installShutdown();
  const { openStoreAtBoot } = await import("./lib/db/boot");
  // Not awaited: the server answers /api/health while the store opens.
  void openStoreAtBoot();
  // The payouts read model's sync (PAYOUT_SYNC_INTERVAL_SECONDS; its first cycle a few seconds after start).
  const [{ startPayoutSync, onPayoutSyncCycle }, { attentionEnteredSince }, { alertTransitions }] = await Promise.all([
    import("./lib/payouts-readmodel/scheduler"),
    import("./lib/payouts-readmodel/attention"),
    import("./lib/payouts/alerts"),
  ]);
  // After each cycle, what entered attention since the previous one (failed or overdue) goes to
  // the alerts: one digest per cycle. Wired here, where both are known, so neither imports the other.
  onPayoutSyncCycle(async (scope, _report, cycle) => {
    const since = cycle.previousFinishedAt ?? cycle.startedAt;
    await alertTransitions(scope.customerId, await attentionEnteredSince(scope, since, cycle.finishedAt));
  });
  startPayoutSync();
}

/** Traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing/setup.ts); off otherwise. */
let flushTraces: (() => Promise<void>) | undefined;
async function installTracing(): Promise<void> {
  const [{ getEnv }, { getLogger }] = await Promise.all([import("./lib/env"), import("./lib/log/logger")]);
  try {
    const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: serviceName } = getEnv();
    if (!endpoint) return;
    const { startTracing } = await import("./lib/tracing/setup");
    flushTraces = startTracing({ endpoint, serviceName }).shutdown;
    getLogger().info({ serviceName }, "traces exported over OTLP/HTTP");
  } catch (error) {
    // Without traces the dashboard still serves (an invalid environment is reported where it is read).
    getLogger().error({ err: error }, "traces not installed");
  }
}

/**
 * What SIGTERM finishes before the process exits, in order: the inbox is fanned out while the
 * live hub and the store are still open, the store closes last. Named here, where every part is
 * known, so lib/log/shutdown.ts imports none of them.
 */
async function installShutdown(): Promise<void> {
  const [{ installGracefulShutdown }, { flushInbox }, { getLiveHub }, { closeSessionEvents }, { closeApprovalsHub }] =
    await Promise.all([
      import("./lib/log/shutdown"),
      import("./lib/webhooks/flush"),
      import("./lib/webhooks/live"),
      import("./lib/auth/session-events"),
      import("./lib/approvals/live"),
    ]);
  const { getStore } = await import("./lib/db");
  const { closeCustomerHubs } = await import("./lib/notifications/customer-hub");
  installGracefulShutdown([
    { name: "inbox flush", run: flushInbox },
    { name: "live hub", run: () => getLiveHub().close() },
    { name: "session events", run: closeSessionEvents },
    { name: "approvals hub", run: closeApprovalsHub },
    { name: "notification and payout-work hubs", run: closeCustomerHubs },
    { name: "store", run: async () => (await getStore()).close() },
    // Last: the spans of the steps above are sent too.
    { name: "traces", run: async () => flushTraces?.() },
  ]);
}
