"use server";

import { revalidatePath } from "next/cache";
import { createRecharge as createRechargeOperation } from "@/lib/operations/recharges";
import { reshapedOperationAction } from "@/lib/pipeline/actions";

/**
 * A COP recharge (lib/operations/recharges.ts), held under the recharge policy. The history
 * below the form reads the audit log, which every attempt writes to: refreshed whatever the outcome.
 */
export const createRecharge = reshapedOperationAction(createRechargeOperation, {
  reshape: (result) => {
    revalidatePath("/recharges");
    return result;
  },
});
