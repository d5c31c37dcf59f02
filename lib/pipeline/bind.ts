import "server-only";
import { randomUUID } from "node:crypto";
import { freshOperatorGrants } from "@/lib/api/operator";
import { submitDeps } from "@/lib/approvals/deps";
import { policyInForce } from "@/lib/approvals/policy";
import { submitChange } from "@/lib/approvals/service";
import { getOperator, readSession } from "@/lib/auth/session";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";
import { getLogger } from "@/lib/log/logger";
import type { Operator } from "./operation";
import { createPipeline } from "./run";
import type { PipelineGrants } from "./stages";

/**
 * The permission stage's one read: fresh, never the display cache (lib/api/operator.ts), so an
 * operator who just lost a permission is refused now.
 */
export const freshGrants = (operator: Operator): Promise<PipelineGrants> => freshOperatorGrants(operator);

/** The pipeline bound to the real session, store, policies and audit log. */
export const pipeline = createPipeline({
  // The session's own Operator object, not a copy: the step-up check finds its session by it
  // (lib/auth/session-store openedBy), in the pipeline and in the rules a session action calls.
  getOperator: () => getOperator(),
  grants: freshGrants,
  // readSession is cached per request: the same session getOperator() returned.
  hasFreshProof: async () => {
    const { operator } = await readSession();
    return operator ? hasFreshStepUp(operator) : false;
  },
  policyFor: (operator, operation) => policyInForce(operator, operation),
  submit: async (operator, change) => {
    const request = await submitChange(operator, change, submitDeps());
    return {
      changeRequestId: request.id,
      operation: request.operation,
      requiredApprovals: request.requiredApprovals,
      expiresAt: request.expiresAt,
    };
  },
  writeAudit: (entry) =>
    writeAudit({
      ...entry,
      targetId: entry.targetId ?? undefined,
      errorCode: entry.errorCode ?? undefined,
      errorMessage: entry.errorMessage ?? undefined,
      requestId: entry.requestId ?? undefined,
    }),
  logError: (message, err) => getLogger().error({ err }, message),
  newRequestId: () => randomUUID(),
});
