import { parsePayoutIdParam } from "@/lib/payouts/id-param";
import { payoutWork } from "@/lib/payouts/ownership";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { jsonAnswer, operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/work/{id} → { ownership, notes, operators }: one payout's owner, its notes
 * (plain text, oldest first) and the operators it can be assigned to, of the operator's customer.
 */
export const GET = operatorRoute<undefined, undefined, { allowed: boolean }, { id: string }>({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  run: async ({ operator, params }) => {
    const id = parsePayoutIdParam(params.id);
    if (id === null) return jsonAnswer({ error: { kind: "validation", message: "Bad payout id" } }, { status: 400 });
    return payoutWork(operator, id);
  },
});
