import type { NextRequest } from "next/server";
import { inboxAccess } from "@/lib/permissions/dashboard";
import { streamRoute } from "@/lib/pipeline/route";
import { getLiveHub } from "@/lib/webhooks/live";
import { liveQuerySchema } from "@/lib/webhooks/live-query";
import { liveInboxSource } from "@/lib/webhooks/sse";

export const dynamic = "force-dynamic";

/** The filters of the URL; the browser's Last-Event-ID on reconnect replaces `after`. */
function readQuery(request: NextRequest): Record<string, string> {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  const lastEventId = request.headers.get("last-event-id");
  return lastEventId ? { ...params, after: lastEventId } : params;
}

/**
 * GET /api/webhooks/stream?event&after → text/event-stream of the events received for the
 * operator's customer (event "inbox", id = seq); missed events are replayed first. It ends with
 * the session (lib/pipeline/sse.ts).
 */
export const GET = streamRoute({
  page: "/webhooks",
  // The inbox is the dashboard's own store: no API refuses the read, so the rule is applied here.
  permission: inboxAccess,
  query: liveQuerySchema,
  readQuery,
  subscribe: ({ operator, query }) =>
    liveInboxSource({ hub: getLiveHub(), scope: operator, event: query.event, after: query.after }),
});
