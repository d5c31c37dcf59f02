import { Client } from "pg";

/** An open LISTEN: closing it stops the notifications. */
export interface ListenConnection {
  close(): Promise<void>;
}

/**
 * Opens a connection that LISTENs on `channel`: it hands each notification's payload to
 * `notify` and calls `lost` once if the connection breaks. Rejects when it cannot listen.
 */
export type ListenSource = (
  channel: string,
  handlers: { notify: (payload: string) => void; lost: (error: unknown) => void },
) => Promise<ListenConnection>;

/** A dedicated `pg` client (a pooled one would LISTEN only until it is handed to someone else). */
export function postgresListenSource(databaseUrl: string): ListenSource {
  return async (channel, { notify, lost }) => {
    const client = new Client({ connectionString: databaseUrl });
    client.on("error", lost);
    client.on("end", () => lost(new Error("LISTEN connection ended")));
    client.on("notification", (message) => {
      if (message.channel === channel) notify(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return { close: () => client.end().catch(() => {}) };
  };
}

export interface PgListenerOptions {
  /**
   * The PostgreSQL store the instances share. Absent on PGlite: one process is the only
   * instance, its own announcements reach it in memory, and there is nothing to hear.
   */
  databaseUrl?: string;
  /** Where to listen instead of `databaseUrl` (tests). */
  source?: ListenSource;
  onNotify: (payload: string) => void;
  /**
   * Listening, the first time and after every reconnect: whatever was sent while not
   * listening was missed, so a caller replays (reads again what it shows, drops what it cached).
   */
  onListening?: () => void;
  /** A listening connection broke: until onListening nothing is heard, so caches go now. */
  onLost?: (error: unknown) => void;
  onError?: (message: string, error: unknown) => void;
  /** Reconnect delays: the first, doubled after each failed attempt up to the last. */
  retry?: { firstMs: number; maxMs: number };
}

export interface PgListener {
  /** True while other instances can be heard: this one listens, or it is the only one. */
  readonly listening: boolean;
  /** Starts listening (idempotent); resolves once it listens or the attempt failed (then it retries). */
  start(): Promise<void>;
  /** Shutdown: stops listening and retrying. */
  close(): Promise<void>;
}

const DEFAULT_RETRY = { firstMs: 1_000, maxMs: 30_000 };

/**
 * The one LISTEN of the dashboard (session endings, approvals queues, the webhook live view):
 * connect, reconnect with backoff, say when it listens again (replay) and when it lost the
 * connection (drop caches), close on shutdown.
 */
export function pgListener(channel: string, options: PgListenerOptions): PgListener {
  const source = options.source ?? (options.databaseUrl ? postgresListenSource(options.databaseUrl) : undefined);
  const retry = options.retry ?? DEFAULT_RETRY;
  let connection: ListenConnection | undefined;
  let connecting: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const retryLater = () => {
    const delay = Math.min(retry.maxMs, retry.firstMs * 2 ** failures);
    failures++;
    clearTimeout(timer);
    timer = setTimeout(() => void listener.start(), delay);
    timer.unref?.();
  };

  const connect = async (open: ListenSource): Promise<void> => {
    let mine: ListenConnection | undefined;
    let gone = false;
    const lost = (error: unknown) => {
      if (gone) return;
      gone = true;
      const wasListening = mine !== undefined && connection === mine;
      if (wasListening) connection = undefined;
      void mine?.close().catch(() => {});
      if (closed) return;
      options.onError?.(`${channel} LISTEN connection lost`, error);
      if (wasListening) options.onLost?.(error);
      retryLater();
    };
    try {
      mine = await open(channel, {
        notify: (payload) => {
          if (!gone && !closed) options.onNotify(payload);
        },
        lost,
      });
    } catch (error) {
      lost(error);
      return;
    }
    if (gone || closed) {
      await mine.close().catch(() => {});
      return;
    }
    connection = mine;
    failures = 0;
    options.onListening?.();
  };

  const listener: PgListener = {
    get listening() {
      return source === undefined || connection !== undefined;
    },
    start() {
      if (!source || closed || connection) return Promise.resolve();
      connecting ??= connect(source).finally(() => {
        connecting = undefined;
      });
      return connecting;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = connection;
      connection = undefined;
      await open?.close().catch(() => {});
    },
  };
  return listener;
}
