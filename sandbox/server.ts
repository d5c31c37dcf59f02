import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { migrate } from "./db/migrate";
import { openStore } from "./db/store";
import { createLogger } from "./lib/logger";
import { syncPermissions } from "./seed/base";
import { seedOptionsFromEnv, seedStore } from "./seed/index";
import { loadWebhookSettings } from "./webhooks/settings";
import { startDeliveryWorker } from "./webhooks/worker";

/** `npm run sandbox`: migrate, seed an empty store, serve on 127.0.0.1. */
async function main() {
  const config = loadConfig();
  const port = Number(process.env.SANDBOX_PORT || 4010);
  const databaseUrl = process.env.SANDBOX_DATABASE_URL || undefined;
  const store = await openStore({ databaseUrl, dataDir: process.env.SANDBOX_DATA_DIR || ".data/sandbox" });
  const applied = await migrate(store);
  if (applied.length > 0) config.logger.info({ applied }, "migrations applied");
  const started = Date.now();
  if (await seedStore(store.db, seedOptionsFromEnv())) {
    config.logger.info({ ms: Date.now() - started }, "empty store seeded");
  } else {
    const added = await syncPermissions(store.db);
    if (added.length > 0) config.logger.info({ added }, "permissions added");
  }

  const app = createApp({ db: store.db, config });
  // Webhook outbox delivery (sandbox/webhooks); SANDBOX_RETRY_SCALE shortens the retry table for tests.
  const settings = loadWebhookSettings();
  const webhookWorker = settings.deliver
    ? await startDeliveryWorker({ db: store.db, logger: config.logger, settings })
    : undefined;
  // A warning: a sandbox that sends no webhooks surprises anyone who forgot the setting.
  if (!webhookWorker) config.logger.warn({ deliver: false }, "webhook delivery off: events are queued, not sent");
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, (info) => {
    config.logger.info({ url: `http://127.0.0.1:${info.port}` }, "sandbox listening on 127.0.0.1");
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    config.logger.info({ signal }, "stopping");
    server.close(() => {
      (webhookWorker?.stop() ?? Promise.resolve())
        .then(() => store.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    // Keep-alive connections can hold close() open; do not hang the caller.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  createLogger("error").error({ err: error }, "sandbox failed to start");
  process.exit(1);
});
