import { readSyncState } from "@/lib/db/queries/payout-sync";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/sync → the customer's sync as the store has it: whether a cycle runs (a live
 * lease), its progress (status lists read of all) and the last cycle's end and outcome. "Refresh
 * now" polls it while its cycle runs, on whichever instance holds the lease.
 */
export const GET = operatorRoute<undefined, undefined, { allowed: boolean }>({
  page: "/payouts",
  background: true,
  permission: payoutWorkAccess,
  run: async ({ operator }) => {
    const state = await readSyncState(operator);
    const running = Boolean(state?.leaseUntil && state.leaseUntil.getTime() > Date.now());
    return {
      running,
      done: state?.progressDone ?? 0,
      total: state?.progressTotal ?? 0,
      apiCalls: state?.apiCalls ?? 0,
      finishedAt: state?.finishedAt?.toISOString() ?? null,
      outcome: state?.outcome ?? null,
    };
  },
});
