import "server-only";
import { freshOperatorGrants } from "@/lib/api/operator";
import { createCopRecharge, getCopRechargeByOrder } from "@/lib/api/recharges";
import { isNotOffered } from "@/lib/auth/identity";
import { copRechargeInputSchemaFor } from "@/lib/contract";
import { findRechargeInAudit, RECHARGE_ACTION } from "@/lib/db/queries/audit";
import { getEnv } from "@/lib/env";
import { mayReplayRecharge } from "@/lib/permissions/dashboard";
import { defineHoldableOperation } from "@/lib/pipeline/operation";
import { isRepeatedOrderRefusal, isSameRequest, type RechargeOutcome, rechargeOutcomeSchema } from "./recharge-outcome";

/**
 * A COP recharge. A retried submission (same order, amount and description: a double click, a
 * reload after a timeout) is answered with the earlier recharge instead of a second one: the
 * dashboard's own audit log of this customer is asked first, and what it holds is only called a
 * replay once the API confirms it has that order (GET …/recharges/cop?order=, a sandbox
 * extension). When the log has nothing (the first attempt timed out after the API accepted it),
 * the API's refusal of the repeated order is checked against the API's record of that order.
 */
export const createRecharge = defineHoldableOperation({
  name: RECHARGE_ACTION,
  targetType: "recharge",
  // RECHARGE_MAX_COP is read when the request is parsed: the form's limit, enforced here too.
  input: () => copRechargeInputSchemaFor(getEnv().RECHARGE_MAX_COP),
  permission: "recharges:create",
  // Money moves: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.order,
  hold: {
    operation: "recharge",
    needsApproval: (input, policy) => input.amount >= (policy.thresholdCop ?? 0),
    diff: (input) => [
      { field: "order", before: null, after: input.order },
      { field: "amount", before: null, after: input.amount },
      { field: "description", before: null, after: input.description },
    ],
  },
  audit: { action: (data: RechargeOutcome) => (data.replayed ? "recharge.replay" : RECHARGE_ACTION) },
  run: async (input, { operator, requestId }): Promise<RechargeOutcome> => {
    // Whether to answer with an earlier recharge instead of making one is part of the change:
    // decided on grants read now, not the display cache.
    const earlierEntry = mayReplayRecharge(await freshOperatorGrants(operator))
      ? await findRechargeInAudit(operator, input.order)
      : undefined;
    const earlier = rechargeOutcomeSchema.safeParse(earlierEntry?.after);
    if (earlierEntry && earlier.success && isSameRequest(earlier.data, input)) {
      const confirmed = await getCopRechargeByOrder(operator, input.order, { requestId }).catch((error: unknown) => {
        if (isNotOffered(error)) return undefined;
        throw error;
      });
      if (confirmed && Number(confirmed.DATA.Monto) === input.amount) {
        return { ...earlier.data, recharge: confirmed, replayed: true, firstAt: earlierEntry.at.toISOString() };
      }
    }
    try {
      const recharge = await createCopRecharge(operator, input, { requestId });
      return { ...input, recharge, replayed: false, firstAt: null };
    } catch (err) {
      if (!isRepeatedOrderRefusal(err) || earlierEntry) throw err;
      const existing = await getCopRechargeByOrder(operator, input.order).catch(() => undefined);
      if (existing && Number(existing.DATA.Monto) === input.amount) {
        return { ...input, recharge: existing, replayed: true, firstAt: null };
      }
      throw err;
    }
  },
});
