import "server-only";
import type { CustomerScope } from "@/lib/db/scope";
import type { SseSubscribe } from "@/lib/pipeline/sse";
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
    /** The highest seq sent: a replay after a gap starts there. */
    let last = options.after;
    const deliver = (item: InboxItem) => {
      // A re-counted item comes again with its seq: it is sent again, and `last` does not go back.
      last = Math.max(last ?? item.seq, item.seq);
      if (!options.event || item.event === options.event) sink.event("inbox", item, item.seq);
    };
    let held: InboxItem[] | null = [];
    /** Sends what was stored after `last`, holding live items meanwhile so none is lost or repeated. */
    const replay = async () => {
      held ??= [];
      try {
        if (last !== undefined && !signal.aborted) {
          const page = await listInbox(options.scope, { after: last, event: options.event, limit: REPLAY_LIMIT });
          for (const item of page.items) deliver(item);
        }
      } finally {
        const pending = held;
        held = null;
        for (const item of pending) deliver(item);
      }
    };
    const unsubscribe = options.hub.subscribe(options.scope.customerId, (item) =>
      held ? held.push(item) : deliver(item),
    );
    try {
      await replay();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    // The hub listens again after losing its connection: what other instances stored meanwhile
    // was never announced here. A failed replay ends the stream; the browser reconnects from its last id.
    const unresumed = options.hub.onResumed(() => void replay().catch(() => sink.close()));
    return () => {
      unresumed();
      unsubscribe();
    };
  };
}
