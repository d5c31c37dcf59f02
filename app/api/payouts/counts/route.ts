import { listPayouts } from "@/lib/api/payouts";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { isPayoutStatus } from "@/lib/contract";
import { errorResponse } from "@/lib/payouts/route-errors";
import { computeStatusCounts, createCountsCache } from "@/lib/payouts/status-counts";

export const dynamic = "force-dynamic";

/** One cache per server process; keyed by session so operators never see each other's figures. */
const cache = createCountsCache();

/**
 * GET /api/payouts/counts → { counts: { [status]: n }, total, fetchedAt }.
 * The API has no count endpoint, but at limit=1 its totalPage is the number of rows: one
 * request per status (bounded concurrency), cached 15 s per operator session.
 */
export async function GET(request: Request) {
  try {
    const operator = await requireOperatorForRequest();
    const fresh = new URL(request.url).searchParams.get("fresh") === "1";
    const compute = () =>
      computeStatusCounts(async (status) => {
        const query = status !== null && isPayoutStatus(status) ? { status, limit: 1, page: 1 } : { limit: 1, page: 1 };
        return (await listPayouts(operator, query, { signal: request.signal })).totalPage;
      });
    const body = fresh ? await compute() : await cache.get(operator.sessionId, compute);
    return Response.json(body, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
