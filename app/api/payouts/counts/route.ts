import { errorResponse } from "@/lib/api/http-response";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { getStatusCounts } from "@/lib/payouts/server-counts";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/counts → { counts: { [status]: n }, total, fetchedAt }.
 * The API has no count endpoint, but at limit=1 its totalPage is the number of rows: one
 * request per status (bounded concurrency), cached 15 s per operator session. `?fresh=1`
 * skips the cache (the "N new payouts" banner applies with it).
 */
export async function GET(request: Request) {
  try {
    const fresh = new URL(request.url).searchParams.get("fresh") === "1";
    // The counts refresh by themselves (background); a fresh read is the operator applying new payouts.
    const operator = await requireOperatorForRequest({ background: !fresh });
    const body = await getStatusCounts(operator, { fresh });
    return Response.json(body, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error, "/payouts");
  }
}
