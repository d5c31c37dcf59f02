import type { NextRequest } from "next/server";
import { z } from "zod";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { listRamps } from "@/lib/api/ramps";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.string().max(40).optional(),
});

/** GET /api/ramps?page&limit&status → the sandbox's ramp list ({ ramps, totalPage }). */
export async function GET(request: NextRequest): Promise<Response> {
  try {
    const operator = await requireOperatorForRequest();
    const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return queryErrorResponse(query.error);
    const page = await listRamps(operator, query.data, { signal: request.signal });
    return Response.json(page, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, "/ramps");
  }
}
