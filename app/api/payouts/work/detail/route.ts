import { z } from "zod";
import { PAYOUT_ID_PARAM_MAX } from "@/lib/payouts/id-param";
import { payoutWork } from "@/lib/payouts/ownership";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/work/detail?id= → { ownership, notes, operators }: one payout's owner, its
 * notes (plain text, oldest first) and the operators it can be assigned to, of the operator's
 * customer only (another customer's payout id finds no owner and no notes).
 */
export const GET = operatorRoute({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  query: z.object({ id: z.string().trim().min(1).max(PAYOUT_ID_PARAM_MAX) }),
  run: async ({ operator, query }) => payoutWork(operator, query.id),
});
