import { parsePayoutIdParam } from "@/lib/payouts/id-param";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { payoutLifecycleView } from "@/lib/payouts-readmodel/payout-view";
import { jsonAnswer, operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/lifecycle/{id} → { flight, timeline }: what the read model knows of one payout
 * of the operator's customer (time in status, service level, overdue; the timeline as observed).
 * The store's own rows: the permission stage asks for payouts:read, as the list does of the API.
 */
export const GET = operatorRoute<undefined, undefined, { allowed: boolean }, { id: string }>({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  run: async ({ operator, params }) => {
    const id = parsePayoutIdParam(params.id);
    if (id === null) return jsonAnswer({ error: { kind: "validation", message: "Bad payout id" } }, { status: 400 });
    return payoutLifecycleView(operator, id);
  },
});
