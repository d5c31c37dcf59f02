"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getAccount, listAccounts, reviewAccount } from "@/lib/api/accounts";
import { holdForApproval } from "@/lib/approvals/gate";
import { requireOperator } from "@/lib/auth/session";
import { type Account, type AccountReviewDecision, accountReviewInputSchema, nonEmpty } from "@/lib/contract";

/** The account's id beside the contract's review body (refined, so it cannot simply be extended). */
const schema = z.strictObject({ id: nonEmpty, input: accountReviewInputSchema });

/** What a decision leaves behind, and where the operator goes next. */
export interface ReviewOutcome {
  account: Account;
  /** The next PENDING account of the queue, or null when the queue is empty. */
  nextPendingId: string | null;
}

/** One audited action per decision, so the log reads "account.approve" / "account.reject". */
function decisionAction(decision: AccountReviewDecision) {
  return defineAction({
    action: decision === "APPROVE" ? "account.approve" : "account.reject",
    targetType: "account",
    schema,
    targetId: (input) => input.id,
    loadBefore: async ({ id }, { operator }) => ({ status: (await getAccount(operator, id)).status }),
    run: ({ id, input }, { operator, requestId }) => reviewAccount(operator, id, input, { requestId }),
    // The reason is what the holder and later reviewers are told; it belongs in the entry.
    auditAfter: (account, { input }) => ({ status: account.status, decision: input.decision, reason: input.reason }),
  });
}

const approve = decisionAction("APPROVE");
const reject = decisionAction("REJECT");

/** The first PENDING account other than the one just decided; a failed look-up just ends at the queue. */
async function nextPending(operator: Parameters<typeof listAccounts>[0], decidedId: string): Promise<string | null> {
  try {
    const { accounts } = await listAccounts(operator, { status: "PENDING", page: 1, limit: 2 });
    return accounts.find((a) => a.id !== decidedId)?.id ?? null;
  } catch {
    return null;
  }
}

export async function decideAccount(raw: unknown): Promise<ActionResult<ReviewOutcome>> {
  const decision = z.looseObject({ input: z.looseObject({ decision: z.enum(["APPROVE", "REJECT"]) }) }).safeParse(raw);
  // An unreadable decision is refused by the approve action's own parse (and audited there).
  const held = await holdForApproval("account_review", raw);
  if (held) return held;
  const run = decision.success && decision.data.input.decision === "REJECT" ? reject : approve;
  const result = await run(raw);
  if (!result.ok) {
    const fieldErrors = result.error.fieldErrors;
    if (!fieldErrors) return result;
    // Our own parse names fields from "input."; the dialog knows "reason".
    const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]));
    return { ok: false, error: { ...result.error, fieldErrors: mapped } };
  }
  revalidatePath("/accounts");
  revalidatePath(`/accounts/${encodeURIComponent(result.data.id)}`);
  const operator = await requireOperator();
  return { ok: true, data: { account: result.data, nextPendingId: await nextPending(operator, result.data.id) } };
}
