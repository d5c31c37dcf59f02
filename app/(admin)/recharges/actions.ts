"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { findRechargeInAudit, RECHARGE_ACTION } from "@/lib/api/audit";
import { operatorGrants } from "@/lib/api/operator";
import { createCopRecharge, getCopRechargeByOrder } from "@/lib/api/recharges";
import { holdForApproval } from "@/lib/approvals/gate";
import { mayReplayRecharge } from "@/lib/auth/dashboard-permissions";
import { isNotOffered } from "@/lib/auth/identity";
import { copRechargeInputSchemaFor } from "@/lib/contract";
import { getEnv } from "@/lib/env";
import {
  isRepeatedOrderRefusal,
  isSameRequest,
  type RechargeOutcome,
  rechargeOutcomeSchema,
} from "./_components/recharge-outcome";

/**
 * A retried submission (same order, amount and description: a double click, a reload after
 * a timeout) is answered with the earlier recharge instead of a second one. The dashboard's
 * own audit log of this customer is asked first, and what it holds is only called a replay
 * once the API confirms it has that order for this operator (GET …/recharges/cop?order=,
 * a sandbox extension; without it the request goes to the API, whose refusal of a repeated
 * order is then the answer). When the log has nothing (the first attempt timed out after
 * the API accepted it), the API's refusal of the repeated order is checked against the
 * API's record of that order. A different request under a used order stays a refusal.
 */
const create = defineAction({
  action: RECHARGE_ACTION,
  targetType: "recharge",
  // RECHARGE_MAX_COP is read when the request is parsed: the form's limit, enforced here too.
  schema: z.lazy(() => copRechargeInputSchemaFor(getEnv().RECHARGE_MAX_COP)),
  targetId: (input) => input.order,
  // Money moves: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  auditAction: (data: RechargeOutcome) => (data.replayed ? "recharge.replay" : RECHARGE_ACTION),
  run: async (input, { operator, requestId }): Promise<RechargeOutcome> => {
    const earlierEntry = mayReplayRecharge(await operatorGrants(operator))
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

export async function createRecharge(raw: unknown): Promise<ActionResult<RechargeOutcome>> {
  // A recharge the customer's policy holds waits for a second operator (lib/approvals).
  const held = await holdForApproval("recharge", raw, { stepUp: true });
  if (held) return held;
  const result = await create(raw);
  // The history below the form reads the audit log, which every attempt writes to.
  revalidatePath("/recharges");
  return result;
}
