import type { NextRequest } from "next/server";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { listRamps } from "@/lib/api/ramps";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { rampListQuerySchema } from "@/lib/contract";

export const dynamic = "force-dynamic";

/** What the ramps screen shows when the browser names no page: the first 50, as the page renders them. */
const SCREEN_PAGE = { page: 1, limit: 50 } as const;

/**
 * GET /api/ramps?page&limit&status → the sandbox's ramp list ({ ramps, totalPage }). The query is
 * the contract's (the one the sandbox validates), so a refused filter is refused here already.
 */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    const operator = await requireOperatorForRequest();
    const query = rampListQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return queryErrorResponse(query.error);
    const page = await listRamps(operator, { ...SCREEN_PAGE, ...query.data }, { signal: request.signal });
    return Response.json(page, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, "/ramps");
  }
}
