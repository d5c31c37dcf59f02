import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { type ListenSource, type PgListener, pgListener } from "@/lib/db/listener";
import type { InboxItem } from "./inbox-item";

/** Postgres channel shared by every dashboard instance on one database. */
export const LIVE_CHANNEL = "webhook_inbox";
/** NOTIFY payloads are capped at 8000 bytes; bigger items travel by id and are read back. */
const INLINE_LIMIT = 7_000;

export interface LiveHubOptions {
  /** When set, the hub LISTENs on this database for events stored by other instances. */
  databaseUrl?: string;
  /** Where to listen instead of `databaseUrl` (tests). */
  listenSource?: ListenSource;
  /** Sends a NOTIFY (Postgres only); absent on PGlite, where one process is the only instance. */
  notify?: (channel: string, payload: string) => Promise<void>;
  /** Reads an item announced by id only. */
  loadItem: (customerId: string, id: string) => Promise<InboxItem | undefined>;
  onError?: (message: string, error: unknown) => void;
}

/** o: origin instance, c: customer, then the item itself or its id. */
type Notice = { o: string; c: string; item?: InboxItem; id?: string };

/** Emitter event of one customer's items: a stream subscribes to its operator's customer only. */
const channelOf = (customerId: string) => `customer:${customerId}`;
/** Emitter event of "listening again after a gap": what other instances stored meanwhile was not heard. */
const RESUMED = "resumed";

/**
 * Fan-out of received events to live views, per customer: a subscriber hears
 * only its own customer's events. In-process subscribers (SSE streams) hear
 * from an EventEmitter; other instances hear through LISTEN/NOTIFY, which
 * carries the customer, and the origin so an instance never repeats its own.
 */
export class LiveHub {
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly listener: PgListener;

  constructor(private readonly options: LiveHubOptions) {
    // One listener per open browser tab; the default cap of 10 would warn.
    this.emitter.setMaxListeners(0);
    this.listener = pgListener(LIVE_CHANNEL, {
      databaseUrl: options.databaseUrl,
      source: options.listenSource,
      onNotify: (payload) => void this.receive(payload),
      onListening: () => this.emitter.emit(RESUMED),
      onError: options.onError,
    });
  }

  subscribe(customerId: string, listener: (item: InboxItem) => void): () => void {
    const channel = channelOf(customerId);
    this.emitter.on(channel, listener);
    void this.ensureListening();
    return () => this.emitter.off(channel, listener);
  }

  /**
   * Hears "listening (again)": items other instances announced before it were missed, so a
   * stream replays from the store what it has not delivered. Returns the unsubscribe.
   */
  onResumed(listener: () => void): () => void {
    this.emitter.on(RESUMED, listener);
    return () => this.emitter.off(RESUMED, listener);
  }

  subscriberCount(customerId?: string): number {
    if (customerId !== undefined) return this.emitter.listenerCount(channelOf(customerId));
    return this.emitter
      .eventNames()
      .filter((name) => name !== RESUMED)
      .reduce((n, name) => n + this.emitter.listenerCount(name), 0);
  }

  /** Announces a stored (or re-counted) item of this customer here and to the other instances. */
  async publish(customerId: string, item: InboxItem): Promise<void> {
    this.emitter.emit(channelOf(customerId), item);
    if (!this.options.notify) return;
    const inline = JSON.stringify({ o: this.instanceId, c: customerId, item } satisfies Notice);
    const payload =
      Buffer.byteLength(inline) <= INLINE_LIMIT
        ? inline
        : JSON.stringify({ o: this.instanceId, c: customerId, id: item.id } satisfies Notice);
    await this.options.notify(LIVE_CHANNEL, payload);
  }

  /** Starts the LISTEN connection (idempotent); resolves once it listens or the attempt failed. */
  ensureListening(): Promise<void> {
    return this.listener.start();
  }

  private async receive(payload: string): Promise<void> {
    try {
      const notice = JSON.parse(payload) as Notice;
      if (notice.o === this.instanceId || typeof notice.c !== "string") return;
      const item = notice.item ?? (notice.id ? await this.options.loadItem(notice.c, notice.id) : undefined);
      if (item) this.emitter.emit(channelOf(notice.c), item);
    } catch (error) {
      this.options.onError?.("live notification dropped", error);
    }
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await this.listener.close();
  }
}
