import "server-only";
import type { CustomerScope } from "@/lib/db/scope";
import { maskSensitive } from "@/lib/security/masking";
import { listInbox } from "./inbox";
import type { InboxItem } from "./inbox-item";
import type { LiveHub } from "./live-hub";

/** A comment line every 15 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting after a drop. */
const RETRY_MS = 2_000;
const REPLAY_LIMIT = 500;
/** How long a frame may wait for others to share its chunk (the live view's budget is 1 s). */
const COALESCE_MS = 15;

export interface LiveStreamOptions {
  hub: LiveHub;
  /** Whose events: the signed-in operator's customer. */
  scope: CustomerScope;
  signal: AbortSignal;
  /** Only this event type. */
  event?: string;
  /** Replay what was stored after this seq first (the browser's Last-Event-ID on reconnect). */
  after?: number;
  heartbeatMs?: number;
}

/** Account, document and alias values in the payload are masked before they leave the server. */
const frame = (item: InboxItem) => `id: ${item.seq}\nevent: inbox\ndata: ${JSON.stringify(maskSensitive(item))}\n\n`;

/**
 * The server-sent event stream of the live view. It subscribes before
 * replaying, holding live items until the replay is out, so nothing stored
 * between the two is lost; listeners and the heartbeat go when the browser leaves.
 */
export function liveEventStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      // Frames written within a few ms go out as one chunk: under a burst of hundreds of events a
      // second, a chunk each means a trip through Next's response pipe and a socket write each.
      let buffered = "";
      let flushTimer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        flushTimer = undefined;
        if (!open || buffered === "") return;
        const text = buffered;
        buffered = "";
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const write = (text: string) => {
        if (!open) return;
        buffered += text;
        flushTimer ??= setTimeout(flush, COALESCE_MS);
      };
      const deliver = (item: InboxItem) => {
        if (!options.event || item.event === options.event) write(frame(item));
      };
      let held: InboxItem[] | null = [];
      const unsubscribe = options.hub.subscribe(options.scope.customerId, (item) =>
        held ? held.push(item) : deliver(item),
      );
      const heartbeat = setInterval(() => write(": ping\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      cleanup = () => {
        if (!open) return;
        flush();
        clearTimeout(flushTimer);
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the runtime.
        }
      };
      if (options.signal.aborted) return cleanup();
      options.signal.addEventListener("abort", cleanup, { once: true });

      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      if (options.after !== undefined) {
        const page = await listInbox(options.scope, {
          after: options.after,
          event: options.event,
          limit: REPLAY_LIMIT,
        });
        for (const item of page.items) deliver(item);
      }
      const pending = held;
      held = null;
      for (const item of pending) deliver(item);
    },
    cancel() {
      cleanup();
    },
  });
}
