import { operatorRoute } from "@/lib/pipeline/route";
import { getStatusCounts } from "@/lib/payouts/server-counts";

export const dynamic = "force-dynamic";

const isFresh = (request: Request) => new URL(request.url).searchParams.get("fresh") === "1";

/**
 * GET /api/payouts/counts → { counts: { [status]: n }, total, fetchedAt }.
 * The API has no count endpoint, but at limit=1 its totalPage is the number of rows: one
 * request per status (bounded concurrency), cached 15 s per operator session. `?fresh=1`
 * skips the cache (the "N new payouts" banner applies with it).
 */
export const GET = operatorRoute({
  page: "/payouts",
  // The counts refresh by themselves (background); a fresh read is the operator applying new payouts.
  background: (request) => !isFresh(request),
  run: ({ operator, request }) => getStatusCounts(operator, { fresh: isFresh(request) }),
});
