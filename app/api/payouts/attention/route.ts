import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { attentionCount } from "@/lib/payouts-readmodel/attention";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/attention → { count }: how many of the customer's payouts need attention
 * (failed, errored or overdue) in the read model. The shell's badge polls it; the store's own
 * rows, so the permission stage asks for payouts:read.
 */
export const GET = operatorRoute<undefined, undefined, { allowed: boolean }>({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  run: async ({ operator }) => ({ count: await attentionCount(operator) }),
});
