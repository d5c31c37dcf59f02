import type { NextRequest } from "next/server";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { maskSensitive } from "@/lib/security/masking";
import { listInbox } from "@/lib/webhooks/inbox";
import { liveQuerySchema } from "@/lib/webhooks/live-query";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/events?event&after&limit → { items, lastSeq }. The live
 * view's first page, and its polling fallback when server-sent events fail
 * (with after = the last seq it has).
 */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    const operator = await requireOperatorForRequest();
    const query = liveQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return queryErrorResponse(query.error);
    const page = await listInbox(operator, query.data);
    // Payloads masked: full values only through the audited reveal.
    return Response.json(maskSensitive(page), { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, "/webhooks");
  }
}
