"use server";

import { revalidatePath } from "next/cache";
import { approveAs, cancelAs, type DecisionResult, rejectAs } from "@/lib/operations/approval-decisions";
import { updateApprovalPolicyOperation } from "@/lib/operations/approval-policy";
import { operationAction, sessionAction } from "@/lib/pipeline/actions";
import { unauthorized } from "@/lib/pipeline/run";

/**
 * The approvals screen. A decision's rules and audit live in lib/approvals/service.ts (who may
 * decide, the proof, the fresh permission read); these actions are the pipeline's session variant.
 */
const signedOut: DecisionResult = unauthorized;

export const approveRequest = sessionAction("approval.approve", signedOut, approveAs);
export const rejectRequest = sessionAction("approval.reject", signedOut, rejectAs);
export const cancelRequest = sessionAction("approval.cancel", signedOut, cancelAs);

/** A policy change is itself a change request (lib/operations/approval-policy.ts): always held. */
export const proposePolicy = operationAction(updateApprovalPolicyOperation, {
  onDone: () => revalidatePath("/approvals"),
});
