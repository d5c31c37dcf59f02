import "server-only";
import { randomUUID } from "node:crypto";
import { getOperator } from "@/lib/auth/session";
import { writeAudit } from "@/lib/db/audit";
import { getLogger } from "@/lib/log/logger";
import { createActionKit } from "./kit";

/**
 * The dashboard's one action wrapper, bound to the real session and audit store.
 * Every `actions.ts` builds its actions with it:
 *
 *   export const updateRole = defineAction({ action: "role.update", schema, run, ... });
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
});

export type { ActionError, ActionResult } from "./result";
