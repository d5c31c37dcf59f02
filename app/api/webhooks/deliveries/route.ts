import type { NextRequest } from "next/server";
import { z } from "zod";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { listDeliveries } from "@/lib/api/webhooks";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(["pending", "in_flight", "succeeded", "failed", "canceled"]).optional(),
});

/** GET /api/webhooks/deliveries → { available, deliveries, totalPage }; available is false without the extension. */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    const operator = await requireOperatorForRequest();
    const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return queryErrorResponse(query.error);
    const log = await listDeliveries(operator, query.data, { signal: request.signal });
    const body = log ? { available: true, ...log } : { available: false, deliveries: [], totalPage: 0 };
    // A delivery may carry the event it sent: masked like the live view.
    return Response.json(maskSensitive(body), { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, "/webhooks");
  }
}
