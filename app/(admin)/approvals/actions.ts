"use server";

import type { ActionResult } from "@/lib/actions/result";
import { approveAs, cancelAs, type DecisionResult, proposePolicyAs, rejectAs } from "@/lib/approvals/decide";
import type { ChangeRequestView } from "@/lib/approvals/types";
import { getOperator } from "@/lib/auth/session";

const signedOut = { ok: false, error: { kind: "unauthorized", message: "" } } as const;

/** Approve with the password typed again; the server decides whether this operator may. */
export async function approveRequest(raw: unknown): Promise<DecisionResult> {
  const operator = await getOperator();
  return operator ? approveAs(operator, raw) : signedOut;
}

export async function rejectRequest(raw: unknown): Promise<DecisionResult> {
  const operator = await getOperator();
  return operator ? rejectAs(operator, raw) : signedOut;
}

export async function cancelRequest(raw: unknown): Promise<DecisionResult> {
  const operator = await getOperator();
  return operator ? cancelAs(operator, raw) : signedOut;
}

export async function proposePolicy(raw: unknown): Promise<ActionResult<ChangeRequestView>> {
  const operator = await getOperator();
  return operator ? proposePolicyAs(operator, raw) : signedOut;
}
