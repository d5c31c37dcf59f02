import { z } from "zod";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { flightStatusesOf } from "@/lib/payouts-readmodel/payout-view";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/** Ids of one page of the list at most (the API's largest page). */
const MAX_IDS = 100;

const querySchema = z.strictObject({
  ids: z
    .string()
    .max(MAX_IDS * 80)
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.string().min(1).max(64)).max(MAX_IDS)),
});

/**
 * GET /api/payouts/lifecycle?ids=a,b → { items: { [id]: { status, statusSince, … } } }: what the
 * read model knows of the payouts on screen (the API's list), so each row shows its time in
 * status and a status the sync saw change since the page was read, in place. The operator's
 * customer only; payouts:read in the permission stage.
 */
export const GET = operatorRoute({
  page: "/payouts",
  background: true,
  query: querySchema,
  permission: payoutWorkAccess,
  run: async ({ operator, query }) => ({ items: await flightStatusesOf(operator, query.ids) }),
});
