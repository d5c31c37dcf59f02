import { errorResponse } from "@/lib/api/http-response";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { readConfigState } from "@/lib/webhooks/read-config-state";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/config → ConfigState (lib/webhooks/config-state.ts). Polled every few
 * seconds by the settings screen so a change made elsewhere shows. Without the API's read
 * extension it answers the dashboard's own record of what it registered.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { "cache-control": "private, no-store" };
  try {
    const operator = await requireOperatorForRequest();
    return Response.json(await readConfigState(operator, request.signal), { headers });
  } catch (error) {
    return errorResponse(error, "/webhooks");
  }
}
