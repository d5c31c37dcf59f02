"use server";

import { listAccounts } from "@/lib/api/accounts";
import { requireOperator } from "@/lib/auth/session";
import type { Account } from "@/lib/contract";
import { reviewAccountOperation } from "@/lib/operations/accounts";
import { reshapedOperationAction } from "@/lib/pipeline/actions";
import type { HoldableResult } from "@/lib/pipeline/result";

/** What a decision leaves behind, and where the operator goes next. */
export interface ReviewOutcome {
  /** Masked, as every operation's answer (lib/pipeline/run.ts). */
  account: Account;
  /** The next PENDING account of the queue, or null when the queue is empty. */
  nextPendingId: string | null;
}

/** The first PENDING account other than the one just decided; a failed look-up just ends at the queue. */
async function nextPending(operator: Parameters<typeof listAccounts>[0], decidedId: string): Promise<string | null> {
  try {
    const { accounts } = await listAccounts(operator, { status: "PENDING", page: 1, limit: 2 });
    return accounts.find((a) => a.id !== decidedId)?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * A compliance decision (lib/operations/accounts.ts), held under the account-review policy. The
 * dialog sends the account as the reviewer saw it (`seen`), so a decision on an account that
 * changed meanwhile is refused and nothing is sent.
 */
export const decideAccount = reshapedOperationAction(reviewAccountOperation, {
  reshape: async (result): Promise<HoldableResult<ReviewOutcome>> => {
    if (result.ok !== true) {
      if (result.ok === "held" || !result.error.fieldErrors) return result;
      // The operation's parse names fields from "input."; the dialog knows "reason".
      const fieldErrors = Object.fromEntries(
        Object.entries(result.error.fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]),
      );
      return { ok: false, error: { ...result.error, fieldErrors } };
    }
    // No revalidatePath: it would render the queue again under the pointer, and the decided
    // row would vanish (issue 30). The queue marks the row in place; the account page refreshes
    // itself when the reviewer has read the outcome.
    const operator = await requireOperator();
    return { ok: true, data: { account: result.data, nextPendingId: await nextPending(operator, result.data.id) } };
  },
});
