import { errorResponse } from "@/lib/api/http-response";
import { ApiError } from "@/lib/api/errors";
import { getWebhookConfig } from "@/lib/api/webhooks";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/config → { readable, config }. Polled every few seconds
 * by the settings screen so a change made elsewhere shows. readable is false
 * when the API has no read extension (the real service may lack it).
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { "cache-control": "private, no-store" };
  try {
    const operator = await requireOperatorForRequest();
    const config = await getWebhookConfig(operator, { signal: request.signal });
    return Response.json({ readable: true, config }, { headers });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return Response.json({ readable: false, config: null }, { headers });
    return errorResponse(error, "/webhooks");
  }
}
