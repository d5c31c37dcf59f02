import { z } from "zod";
import { PAYOUT_ID_PARAM_MAX } from "@/lib/payouts/id-param";
import { ownershipByPayout } from "@/lib/payouts/ownership";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/** At most a page of the list (the largest page size is 100). */
const MAX_IDS = 100;

const querySchema = z.object({
  ids: z
    .string()
    .max(MAX_IDS * (PAYOUT_ID_PARAM_MAX + 1))
    .transform((raw) => [...new Set(raw.split(",").filter((id) => id.length > 0))])
    .pipe(z.array(z.string().max(PAYOUT_ID_PARAM_MAX)).max(MAX_IDS)),
});

/**
 * GET /api/payouts/work?ids=a,b,c → { ownership: { [payoutId]: OwnershipView } }: who owns the
 * payouts on the operator's screen, of the operator's customer only (ids of another customer's
 * payouts find nothing). The list's owner markers read it.
 */
export const GET = operatorRoute({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  query: querySchema,
  run: async ({ operator, query }) => ({ ownership: await ownershipByPayout(operator, query.ids) }),
});
