import "server-only";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type ListenSource, type PgListener, pgListener } from "@/lib/db/listener";
import { pgNotify } from "@/lib/db/queries/notify";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { peekProcessSingleton, processSingleton } from "@/lib/server/process-singleton";

/** Postgres channel of "a customer's approvals queue changed", shared by every instance. */
export const APPROVALS_CHANNEL = "approvals_queue";
const HUB_SLOT = "approvals-hub";

/**
 * Fan-out of "this customer's queue changed" to the open badges, per customer, as the webhook
 * live view does it (lib/webhooks/live-hub.ts): listeners in this process hear an
 * EventEmitter; other instances hear a NOTIFY carrying the customer and the origin instance.
 * The notice holds no data: a badge reads its own customer's count again.
 */
export class ApprovalsHub {
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly listener: PgListener;

  constructor(
    private readonly options: {
      databaseUrl?: string;
      /** Where to listen instead of `databaseUrl` (tests). */
      listenSource?: ListenSource;
      notify?: (payload: string) => Promise<void>;
      onError?: (message: string, error: unknown) => void;
    },
  ) {
    this.emitter.setMaxListeners(0);
    this.listener = pgListener(APPROVALS_CHANNEL, {
      databaseUrl: options.databaseUrl,
      source: options.listenSource,
      onNotify: (payload) => this.receive(payload),
      // A change announced while not listening was missed: every open badge reads its count again.
      onListening: () => {
        for (const channel of this.emitter.eventNames()) this.emitter.emit(channel);
      },
      onError: options.onError,
    });
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
    return this.listener.start();
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await this.listener.close();
  }

  private receive(payload: string): void {
    try {
      const notice = JSON.parse(payload) as { o?: string; c?: string };
      if (notice.o !== this.instanceId && typeof notice.c === "string") this.emitter.emit(`customer:${notice.c}`);
    } catch (error) {
      this.options.onError?.("approvals notification dropped", error);
    }
  }
}

export function getApprovalsHub(): ApprovalsHub {
  return processSingleton(HUB_SLOT, () => {
    const databaseUrl = getEnv().DATABASE_URL;
    return new ApprovalsHub({
      databaseUrl,
      notify: databaseUrl
        ? async (payload) => {
            await pgNotify(APPROVALS_CHANNEL, payload);
          }
        : undefined,
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
  });
}

/** Shutdown: the LISTEN connection closes, if the hub was made. */
export async function closeApprovalsHub(): Promise<void> {
  await peekProcessSingleton<ApprovalsHub>(HUB_SLOT)?.close();
}

/** Tells every open badge of the customer; a failure to tell is logged, never the caller's failure. */
export async function announceQueueChange(customerId: string): Promise<void> {
  try {
    await getApprovalsHub().publish(customerId);
  } catch (error) {
    getLogger().error({ err: error }, "approvals queue change not announced");
  }
}
