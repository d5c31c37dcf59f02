import "server-only";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { processSingleton } from "@/lib/server/process-singleton";

/** Postgres channel of "a customer's approvals queue changed", shared by every instance. */
export const APPROVALS_CHANNEL = "approvals_queue";
const RECONNECT_MS = 1_000;

/**
 * Fan-out of "this customer's queue changed" to the open badges, per customer, as the webhook
 * live view does it (lib/webhooks/live-hub.ts): listeners in this process hear an
 * EventEmitter; other instances hear a NOTIFY carrying the customer and the origin instance.
 * The notice holds no data: a badge reads its own customer's count again.
 */
export class ApprovalsHub {
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;

  constructor(
    private readonly options: {
      databaseUrl?: string;
      notify?: (payload: string) => Promise<void>;
      onError?: (message: string, error: unknown) => void;
    },
  ) {
    this.emitter.setMaxListeners(0);
  }

  subscribe(customerId: string, listener: () => void): () => void {
    const channel = `customer:${customerId}`;
    this.emitter.on(channel, listener);
    void this.ensureListening();
    return () => this.emitter.off(channel, listener);
  }

  async publish(customerId: string): Promise<void> {
    this.emitter.emit(`customer:${customerId}`);
    await this.options.notify?.(JSON.stringify({ o: this.instanceId, c: customerId }));
  }

  ensureListening(): Promise<void> {
    if (!this.options.databaseUrl || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    const retry = (error: unknown) => {
      this.options.onError?.("approvals LISTEN connection lost", error);
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      setTimeout(() => void this.ensureListening(), RECONNECT_MS).unref();
    };
    client.on("error", retry);
    client.on("notification", (message) => {
      if (message.channel !== APPROVALS_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as { o?: string; c?: string };
        if (notice.o !== this.instanceId && typeof notice.c === "string") this.emitter.emit(`customer:${notice.c}`);
      } catch (error) {
        this.options.onError?.("approvals notification dropped", error);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${APPROVALS_CHANNEL}`);
      this.client = client;
    } catch (error) {
      retry(error);
    }
  }
}

export function getApprovalsHub(): ApprovalsHub {
  return processSingleton("approvals-hub", () => {
    const databaseUrl = getEnv().DATABASE_URL;
    return new ApprovalsHub({
      databaseUrl,
      notify: databaseUrl
        ? async (payload) => {
            await (await getDb()).execute(sql`SELECT pg_notify(${APPROVALS_CHANNEL}, ${payload})`);
          }
        : undefined,
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
  });
}

/** Tells every open badge of the customer; a failure to tell is logged, never the caller's failure. */
export async function announceQueueChange(customerId: string): Promise<void> {
  try {
    await getApprovalsHub().publish(customerId);
  } catch (error) {
    getLogger().error({ err: error }, "approvals queue change not announced");
  }
}
