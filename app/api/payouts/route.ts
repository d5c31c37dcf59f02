import type { NextRequest } from "next/server";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { listPayouts } from "@/lib/api/payouts";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { payoutListQuerySchema } from "@/lib/contract";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts?page&limit&status&id&externalId → the API's page, parsed
 * ({ payouts, totalPage }). Read path for TanStack Query; the RSC prefetch
 * calls the same DAL function.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const callbackUrl = "/payouts";
  try {
    const operator = await requireOperatorForRequest();
    const query = payoutListQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return queryErrorResponse(query.error);
    const page = await listPayouts(operator, query.data, { signal: request.signal });
    return Response.json(page, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, callbackUrl);
  }
}
