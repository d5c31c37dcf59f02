"use server";

import { revalidatePath } from "next/cache";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { refreshNow } from "@/lib/payouts-readmodel/scheduler";
import { sessionAction } from "@/lib/pipeline/actions";

/**
 * "Refresh now" on the read model's lists: the session variant (a read the operator asks for,
 * under the payouts read rule). The read model's settings are in app/(admin)/payout-settings.
 */

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
