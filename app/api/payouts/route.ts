import type { NextRequest } from "next/server";
import { apiSecurityHeaders, isHttpsRequest } from "@/lib/api/api-headers";
import { errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { listPayouts } from "@/lib/api/payouts";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { payoutListQuerySchema } from "@/lib/contract";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts?page&limit&status&id&externalId → the API's page, parsed
 * ({ payouts, totalPage }). Read path for TanStack Query; the RSC prefetch
 * calls the same DAL function.
 *
 * proxy.ts does not run for this path (the hot read): the session is checked
 * here against the store, and the security headers are set here.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const security = apiSecurityHeaders(isHttpsRequest(request));
  let response: Response;
  try {
    const operator = await requireOperatorForRequest();
    const query = payoutListQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) response = queryErrorResponse(query.error);
    else {
      const page = await listPayouts(operator, query.data, { signal: request.signal });
      // Masked here: full account, document and alias values reach the browser only through the reveal.
      return Response.json(maskSensitive(page), { headers: { ...security, "cache-control": "private, no-store" } });
    }
  } catch (error) {
    response = errorResponse(error, "/payouts");
  }
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}
