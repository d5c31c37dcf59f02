import { policiesInForce } from "@/lib/approvals/policy";
import { visiblePendingCount } from "@/lib/approvals/visibility";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/approvals/summary → { count, live }: the pending count of the operator's customer
 * (of requests they may see: lib/approvals/visibility.ts),
 * and whether anything can wait for approval at all (a policy holds something, or a request
 * is pending). The badge keeps the live stream open only then, so a customer without four
 * eyes has no connection held open on every page.
 */
export const GET = operatorRoute({
  page: "/approvals",
  background: true,
  run: async ({ operator }) => {
    const [count, policies] = await Promise.all([visiblePendingCount(operator), policiesInForce(operator)]);
    return { count, live: count > 0 || policies.some((p) => p.enabled) };
  },
});
