import "server-only";
import type { ApiCaller } from "@/lib/api/client";
import { listPayouts } from "@/lib/api/payouts";
import { isPayoutStatus } from "@/lib/contract";
import { computeStatusCounts, createCountsCache, type StatusCounts } from "./status-counts";

/** One cache per server process, shared by the counts route and the overview; keyed by session. */
const cache = createCountsCache();

/** Per-status counts for one operator: one limit=1 request per status, cached 15 s per session. */
export function getStatusCounts(caller: ApiCaller, options: { fresh?: boolean } = {}): Promise<StatusCounts> {
  const compute = () =>
    computeStatusCounts(async (status) => {
      const query = status !== null && isPayoutStatus(status) ? { status, limit: 1, page: 1 } : { limit: 1, page: 1 };
      return (await listPayouts(caller, query)).totalPage;
    });
  return options.fresh ? compute() : cache.get(caller.sessionId, compute);
}
