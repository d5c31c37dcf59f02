import "server-only";
import { randomUUID } from "node:crypto";
import { getOperator, readSession } from "@/lib/auth/session";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";
import { getLogger } from "@/lib/log/logger";
import { createActionKit } from "./kit";

/**
 * The dashboard's one action wrapper, bound to the real session and audit store.
 * Every `actions.ts` builds its actions with it:
 *
 *   export const updateRole = defineAction({ action: "role.update", schema, run, stepUp: true, ... });
 *
 * `stepUp: true` refuses the action (kind "step_up_required", audited, no API call) unless the
 * session proved itself within the step-up window (lib/auth/step-up.ts).
 */
export const defineAction = createActionKit({
  getOperator: async () => {
    const operator = await getOperator();
    return operator
      ? { sessionId: operator.sessionId, customerId: operator.customerId, email: operator.email, name: operator.name }
      : null;
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
  // readSession is cached per request: the same Operator getOperator() returned, with its session.
  hasFreshProof: async () => {
    const { operator } = await readSession();
    return operator ? hasFreshStepUp(operator) : false;
  },
});

export type { ActionError, ActionResult } from "./result";
