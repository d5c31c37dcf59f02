"use server";

import { revalidatePath } from "next/cache";
import {
  configureSyncCredentialOperation,
  removeSyncCredentialOperation,
  updateServiceLevelsOperation,
} from "@/lib/operations/payout-sync";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { refreshNow } from "@/lib/payouts-readmodel/scheduler";
import { operationAction, sessionAction } from "@/lib/pipeline/actions";

/**
 * The payouts read model's actions: its settings are operations (lib/operations/payout-sync.ts:
 * service levels always held for approval, the sync's API operator with step-up), "Refresh now"
 * is the session variant (a read the operator asks for, under the payouts read rule).
 */

export const proposeServiceLevels = operationAction(updateServiceLevelsOperation, {
  onDone: () => revalidatePath("/payouts"),
});
export const configurePayoutSync = operationAction(configureSyncCredentialOperation, {
  onDone: () => revalidatePath("/payouts"),
});
export const removePayoutSync = operationAction(removeSyncCredentialOperation, {
  onDone: () => revalidatePath("/payouts"),
});

export type RefreshResult =
  | { ok: true; outcome: string; apiCalls: number; transitions: number }
  | { ok: false; reason: "signed_out" | "forbidden" | "no_credential" };

export const refreshPayoutsNow = sessionAction(
  "payouts.refresh",
  { ok: false, reason: "signed_out" } as RefreshResult,
  async (operator): Promise<RefreshResult> => {
    if (!(await payoutWorkAccess(operator)).allowed) return { ok: false, reason: "forbidden" };
    const report = await refreshNow(operator);
    if (!report) return { ok: false, reason: "no_credential" };
    revalidatePath("/payouts");
    return { ok: true, outcome: report.outcome, apiCalls: report.apiCalls, transitions: report.transitions };
  },
);
