import "server-only";
import { getEnv } from "@/lib/env";
import { STEP_UP_WINDOW_MS } from "./mfa/policy";
import type { Operator } from "./session";
import { openedBy } from "./session-store";

/**
 * Step-up: a sensitive action (COP recharge, role, customer and webhook-secret changes, approval
 * decisions, revealing masked values, changing one's own factors) needs a proof given within the
 * last STEP_UP_WINDOW_MS on this session. The proof is the operator's second factor, or their
 * password where the policy lets an operator without one work (OPERATOR_MFA=optional). With
 * OPERATOR_MFA=off nothing is asked (local tests only; refused against the production API).
 *
 * The server decides: an action posted directly without a fresh proof is refused with
 * StepUpRequiredError (kind "step_up_required"), whatever the browser showed.
 */
export class StepUpRequiredError extends Error {
  override name = "StepUpRequiredError";
  readonly kind = "step_up_required" as const;
  constructor() {
    super("Confirm it is you to continue");
  }
}

/** True when the session behind this operator holds a proof younger than the step-up window. */
export function hasFreshStepUp(operator: Pick<Operator, "sessionId">, now = Date.now()): boolean {
  if (getEnv().OPERATOR_MFA === "off") return true;
  const stepUpAt = openedBy(operator)?.stepUpAt;
  return stepUpAt !== undefined && now - stepUpAt.getTime() < STEP_UP_WINDOW_MS;
}

/** Throws StepUpRequiredError unless the operator proved themselves within the window. */
export function requireStepUp(operator: Pick<Operator, "sessionId">, now = Date.now()): void {
  if (!hasFreshStepUp(operator, now)) throw new StepUpRequiredError();
}
