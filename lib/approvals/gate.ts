import "server-only";
import { headers } from "next/headers";
import { toActionError } from "@/lib/actions/error-mapper";
import { STEP_UP_REQUIRED_CODE, STEP_UP_REQUIRED_MESSAGE } from "@/lib/actions/kit";
import type { ActionError, ActionResult } from "@/lib/actions/result";
import { operatorGrants } from "@/lib/api/operator";
import { getOperator } from "@/lib/auth/session";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";
import { getLogger } from "@/lib/log/logger";
import { approvalDeps } from "./deps";
import { specOf } from "./operations";
import { policyInForce } from "./policy";
import { submitChange } from "./service";
import { type ApprovalTicket, type PolicyOperation, SUBMITTED_FOR_APPROVAL } from "./types";

/** An action result saying the change was stored for approval, not sent. */
export type SubmittedResult = { ok: false; error: ActionError & { approval: ApprovalTicket } };

/**
 * The one gate in front of the actions that four eyes may cover. Called with the action's raw
 * input before the action runs: when the operator's customer holds this change for approval,
 * the exact request is stored as a change request (with its diff and the base state it was
 * made against) and the form is told so; nothing reaches the API. Otherwise it answers null
 * and the action runs as it always did (an unreadable input is left to the action, which
 * refuses and audits it).
 *
 *   const held = await holdForApproval("role", raw, { stepUp: true });
 *   if (held) return held;
 *
 * `stepUp`: the change is a sensitive one (lib/auth/step-up.ts); the maker proves who they are
 * before it is stored, as they would before sending it directly. Nothing is stored without it.
 */
export async function holdForApproval(
  operation: PolicyOperation,
  raw: unknown,
  options: { stepUp?: boolean } = {},
): Promise<SubmittedResult | ActionResult<never> | null> {
  const operator = await getOperator();
  if (!operator) return null;
  const policy = await policyInForce(operator, operation);
  if (!policy.enabled) return null;
  const spec = specOf(operation);
  const parsed = spec.schema().safeParse(raw);
  if (!parsed.success) return null;
  const input = parsed.data;
  try {
    const base = await spec.readBase(operator, operator, spec.targetId(input));
    if (!spec.needsApproval(input, policy, base)) return null;
    const grants = await operatorGrants(operator);
    // A request the maker could not make directly is not offered to others to run.
    if (grants.known && !grants.names.has(spec.permission))
      return { ok: false, error: { kind: "forbidden", message: "You don't have permission for this" } };
    if (options.stepUp && !hasFreshStepUp(operator)) {
      await writeAudit({
        customerId: operator.customerId,
        operatorEmail: operator.email,
        action: "approval.request",
        targetType: operation,
        targetId: spec.targetId(input) ?? undefined,
        outcome: "failure",
        errorCode: STEP_UP_REQUIRED_CODE,
        errorMessage: STEP_UP_REQUIRED_MESSAGE,
      });
      return { ok: false, error: { kind: "step_up_required", message: STEP_UP_REQUIRED_MESSAGE } };
    }
    const change = await spec.prepare(input, base, operator);
    const request = await submitChange(
      operator,
      {
        operation,
        change,
        base,
        requiredApprovals: policy.approversRequired,
        ttlMinutes: policy.ttlMinutes,
      },
      approvalDeps(await headers()),
    );
    return submittedResult({
      changeRequestId: request.id,
      operation,
      requiredApprovals: request.requiredApprovals,
      expiresAt: request.expiresAt,
    });
  } catch (error) {
    getLogger().warn({ err: error, operation }, "change not held for approval");
    return { ok: false, error: toActionError(error) };
  }
}

export function submittedResult(ticket: ApprovalTicket): SubmittedResult {
  return {
    ok: false,
    error: {
      // Not a failure, but not the API's answer either: forms read the ticket (approvalTicketOf).
      kind: "forbidden",
      code: SUBMITTED_FOR_APPROVAL,
      message: `Submitted for approval (request ${ticket.changeRequestId.slice(0, 8)}): nothing was sent to the API yet. ${ticket.requiredApprovals === 2 ? "Two other operators" : "Another operator"} must approve it in Approvals.`,
      approval: ticket,
    },
  };
}
