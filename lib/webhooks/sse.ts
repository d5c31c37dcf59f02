import "server-only";
import type { SseSubscribe } from "@/lib/pipeline/sse";
import type { CustomerScope } from "@/lib/db/scope";
import { listInbox } from "./inbox";
import type { InboxItem } from "./inbox-item";
import type { LiveHub } from "./live-hub";

const REPLAY_LIMIT = 500;

export interface LiveSourceOptions {
  hub: LiveHub;
  /** Whose events: the signed-in operator's customer. */
  scope: CustomerScope;
  /** Only this event type. */
  event?: string;
  /** Replay what was stored after this seq first (the browser's Last-Event-ID on reconnect). */
  after?: number;
}

/**
 * What the live view's stream delivers (through lib/pipeline/sse.ts, which masks every frame and
 * ends the stream with the session): each received event as "inbox", its seq as id. It subscribes
 * before replaying, holding live items until the replay is out, so nothing stored between the two
 * is lost.
 */
export function liveInboxSource(options: LiveSourceOptions): SseSubscribe {
  return async (sink, signal) => {
    const deliver = (item: InboxItem) => {
      if (!options.event || item.event === options.event) sink.event("inbox", item, item.seq);
    };
    let held: InboxItem[] | null = [];
    const unsubscribe = options.hub.subscribe(options.scope.customerId, (item) =>
      held ? held.push(item) : deliver(item),
    );
    if (options.after !== undefined && !signal.aborted) {
      try {
        const page = await listInbox(options.scope, {
          after: options.after,
          event: options.event,
          limit: REPLAY_LIMIT,
        });
        for (const item of page.items) deliver(item);
      } catch (error) {
        unsubscribe();
        throw error;
      }
    }
    const pending = held;
    held = null;
    for (const item of pending) deliver(item);
    return unsubscribe;
  };
}
