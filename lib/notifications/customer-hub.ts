import "server-only";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type ListenSource, type PgListener, pgListener } from "@/lib/db/listener";
import { pgNotify } from "@/lib/db/queries/notify";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { peekProcessSingleton, processSingleton } from "@/lib/server/process-singleton";

/** The channels of this module's hubs (docs/architecture.md lists every LISTEN channel). */
export const CUSTOMER_CHANNELS = {
  /** An operator's notifications changed (new, read). */
  notifications: "notifications",
  /** A payout's ownership, acknowledgement or notes changed (detail: the payout id). */
  payoutWork: "payout_work",
} as const;
export type CustomerChannel = (typeof CUSTOMER_CHANNELS)[keyof typeof CUSTOMER_CHANNELS];

/**
 * "Something of this customer changed" told to every instance, as the approvals badge does it
 * (lib/approvals/live.ts): listeners in this process hear an EventEmitter, the other instances
 * a NOTIFY carrying the customer, the origin instance and a short detail (a payout id). The
 * notice holds no data: each listener reads its own view again, for its own operator.
 * `detail` undefined after a reconnect: whatever was missed, read everything again.
 */
export class CustomerHub {
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly listener: PgListener;

  constructor(
    readonly channel: string,
    private readonly options: {
      databaseUrl?: string;
      listenSource?: ListenSource;
      notify?: (payload: string) => Promise<void>;
      onError?: (message: string, error: unknown) => void;
    },
  ) {
    this.emitter.setMaxListeners(0);
    this.listener = pgListener(channel, {
      databaseUrl: options.databaseUrl,
      source: options.listenSource,
      onNotify: (payload) => this.receive(payload),
      onListening: () => {
        for (const name of this.emitter.eventNames()) this.emitter.emit(name, undefined);
      },
      onError: options.onError,
    });
  }

  subscribe(customerId: string, listener: (detail: string | undefined) => void): () => void {
    const name = `customer:${customerId}`;
    this.emitter.on(name, listener);
    void this.listener.start();
    return () => this.emitter.off(name, listener);
  }

  async publish(customerId: string, detail?: string): Promise<void> {
    this.emitter.emit(`customer:${customerId}`, detail);
    await this.options.notify?.(JSON.stringify({ o: this.instanceId, c: customerId, d: detail }));
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
      const notice = JSON.parse(payload) as { o?: unknown; c?: unknown; d?: unknown };
      if (notice.o === this.instanceId || typeof notice.c !== "string") return;
      this.emitter.emit(`customer:${notice.c}`, typeof notice.d === "string" ? notice.d : undefined);
    } catch (error) {
      this.options.onError?.(`${this.channel} notification dropped`, error);
    }
  }
}

/** The process's hub of a channel, made on first use (LISTEN only where the store is PostgreSQL). */
export function customerHub(channel: CustomerChannel): CustomerHub {
  return processSingleton(`customer-hub:${channel}`, () => {
    const databaseUrl = getEnv().DATABASE_URL;
    return new CustomerHub(channel, {
      databaseUrl,
      notify: databaseUrl ? (payload) => pgNotify(channel, payload) : undefined,
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
  });
}

/** Shutdown: every channel's LISTEN connection closes, for the hubs that were made. */
export async function closeCustomerHubs(): Promise<void> {
  for (const channel of Object.values(CUSTOMER_CHANNELS))
    await peekProcessSingleton<CustomerHub>(`customer-hub:${channel}`)?.close();
}

/** Tells the customer's listeners on every instance; a failure is logged, never the caller's. */
export async function announce(channel: CustomerChannel, customerId: string, detail?: string): Promise<void> {
  try {
    await customerHub(channel).publish(customerId, detail);
  } catch (error) {
    getLogger().error({ err: error }, `${channel} change not announced`);
  }
}
