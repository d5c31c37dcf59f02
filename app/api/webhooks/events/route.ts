import { inboxAccess } from "@/lib/permissions/dashboard";
import { operatorRoute } from "@/lib/pipeline/route";
import { listInbox } from "@/lib/webhooks/inbox";
import { liveQuerySchema } from "@/lib/webhooks/live-query";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/events?event&after&limit → { items, lastSeq }. The live
 * view's first page, and its polling fallback when server-sent events fail
 * (with after = the last seq it has). Payloads are masked by the pipeline: full values only
 * through the audited reveal.
 */
export const GET = operatorRoute({
  page: "/webhooks",
  // The inbox is the dashboard's own store: no API refuses the read, so the rule is applied here.
  permission: inboxAccess,
  query: liveQuerySchema,
  run: ({ operator, query }) => listInbox(operator, query),
});
