import "server-only";
import type { Operator } from "@/lib/auth/session";
import { maskSensitive } from "@/lib/security/masking";
import { getSessionWatch } from "./session-watch";

/** A comment line every 15 s keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting after a drop. */
const RETRY_MS = 2_000;
/** How long a frame may wait for others to share its chunk (the live view's budget is 1 s). */
const COALESCE_MS = 15;

/** Where a stream's source writes. Frames written within a few ms go out as one chunk. */
export interface SseSink {
  /** One event: `event: name`, an optional id, the data as JSON, masked (lib/security/masking). */
  event(name: string, data: unknown, id?: string | number): void;
  /** Ends the stream from the source's side (the browser reconnects). */
  close(): void;
}

/**
 * What a stream delivers: subscribes, writes through the sink, and returns its unsubscribe
 * (may resolve later, after a replay). `signal` aborts when the stream ends, for work in flight.
 */
export type SseSubscribe = (sink: SseSink, signal: AbortSignal) => (() => void) | Promise<() => void>;

export interface SseOptions {
  request: Request;
  /** Whose session the stream lives with: it closes within seconds of that session's end. */
  operator: Pick<Operator, "sessionId">;
  subscribe: SseSubscribe;
  heartbeatMs?: number;
}

const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform keeps compression from buffering the stream.
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;

/**
 * The one server-sent event response of the dashboard (lib/pipeline/route.ts streamRoute):
 * heartbeat, coalesced writes, and an end with the browser leaving, the source closing, the
 * operator's session ending (logout, "End session", idle, a factor change: ./session-watch.ts,
 * on every instance) or the instance shutting down. Whatever the end, the source's
 * subscription and the timers go.
 */
export function sseResponse(options: SseOptions): Response {
  return new Response(eventStream(options), { headers: SSE_HEADERS });
}

function eventStream(options: SseOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const ended = new AbortController();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let buffered = "";
      let flushTimer: ReturnType<typeof setTimeout> | undefined;
      let unsubscribe: () => void = () => {};
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
      // Under a burst of hundreds of events a second, a chunk each would mean a trip through
      // Next's response pipe and a socket write each.
      const write = (text: string) => {
        if (!open) return;
        buffered += text;
        flushTimer ??= setTimeout(flush, COALESCE_MS);
      };
      const heartbeat = setInterval(() => write(": ping\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      const unwatch = getSessionWatch().watch(options.operator.sessionId, () => cleanup());
      cleanup = () => {
        if (!open) return;
        flush();
        clearTimeout(flushTimer);
        open = false;
        clearInterval(heartbeat);
        unwatch();
        ended.abort();
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the runtime.
        }
      };
      if (options.request.signal.aborted) return cleanup();
      options.request.signal.addEventListener("abort", () => cleanup(), { once: true });

      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const sink: SseSink = {
        event: (name, data, id) =>
          write(
            `${id === undefined ? "" : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(maskSensitive(data))}\n\n`,
          ),
        close: () => cleanup(),
      };
      void Promise.resolve()
        .then(() => options.subscribe(sink, ended.signal))
        .then(
          (stop) => {
            // Ended while subscribing: nothing will call this later.
            if (open) unsubscribe = stop;
            else stop();
          },
          () => cleanup(),
        );
    },
    cancel() {
      cleanup();
    },
  });
}
