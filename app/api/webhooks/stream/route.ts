import type { NextRequest } from "next/server";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { getLiveHub } from "@/lib/webhooks/live";
import { liveQuerySchema } from "@/lib/webhooks/live-query";
import { liveEventStream } from "@/lib/webhooks/sse";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/stream?event&after → text/event-stream of the events
 * received for the operator's customer (event "inbox", id = seq). Checks the session itself; the browser's
 * Last-Event-ID on reconnect replays what was missed.
 */
export async function GET(request: NextRequest): Promise<Response> {
  let operator: Awaited<ReturnType<typeof requireOperatorForRequest>>;
  try {
    operator = await requireOperatorForRequest({ background: true });
  } catch (error) {
    return errorResponse(error, "/webhooks");
  }
  const params = Object.fromEntries(request.nextUrl.searchParams);
  const lastEventId = request.headers.get("last-event-id");
  const query = liveQuerySchema.safeParse(lastEventId ? { ...params, after: lastEventId } : params);
  if (!query.success) return queryErrorResponse(query.error);
  const stream = liveEventStream({
    hub: getLiveHub(),
    scope: operator,
    signal: request.signal,
    event: query.data.event,
    after: query.data.after,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression from buffering the stream.
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
