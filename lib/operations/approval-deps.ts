import "server-only";
import { ApiError } from "@/lib/api/client";
import { freshOperatorGrants } from "@/lib/api/operator";
import { inputOf, submitDeps } from "@/lib/approvals/deps";
import type { Actor, ApprovalDeps, ExecuteOutcome } from "@/lib/approvals/service";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { verifyPassword } from "@/lib/auth/verify-password";
import type { ChangeRequestRow } from "@/lib/db/queries/change-requests";
import { getEnv } from "@/lib/env";
import { heldOperation, INPUT_INVALID_MESSAGE, permissionOfHeld } from "./registry";

/**
 * Runs a held change: the operation found by its name, its stored input parsed again with its
 * own schema (an input that no longer parses is refused and nothing runs), then the same `run`
 * the direct path calls, with the approver as the operator.
 */
async function execute(
  actor: Actor,
  row: ChangeRequestRow,
  input: unknown,
  requestId: string,
): Promise<ExecuteOutcome> {
  const operation = heldOperation(row.operationName);
  if (!operation)
    return {
      ok: false,
      error: { kind: "validation", message: `Unknown operation ${row.operationName}`, errorCode: null, status: null },
      apiRequestId: null,
    };
  try {
    const outcome = await operation.execute(input, { operator: actor, requestId });
    if (!outcome.parsed)
      return {
        ok: false,
        error: {
          kind: "validation",
          message: INPUT_INVALID_MESSAGE,
          errorCode: "APPROVAL.INPUT_INVALID",
          status: null,
        },
        apiRequestId: null,
      };
    return { ok: true, data: outcome.data, apiRequestId: requestId };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ok: false,
        error: { kind: error.kind, message: error.message, errorCode: error.errorCode ?? null, status: error.status },
        apiRequestId: error.requestId,
      };
    throw error;
  }
}

/**
 * The real dependencies of a decision: the API through the approver's session, the held
 * operations by name (./registry.ts), the store, the audit log.
 */
export function approvalDeps(headers?: Headers): ApprovalDeps {
  return {
    ...submitDeps(),
    // Read now, not from the display cache: a permission removed a moment ago must already count.
    grants: (actor) => freshOperatorGrants(actor),
    verifyPassword: (actor, password) => verifyPassword(actor, password, headers),
    // The session's step-up replaces the password wherever second factors are in force.
    hasFreshStepUp: getEnv().OPERATOR_MFA === "off" ? undefined : (actor) => hasFreshStepUp(actor),
    permissionOf: permissionOfHeld,
    readBase: async (actor, row) => {
      const operation = heldOperation(row.operationName);
      return operation ? operation.readBase(inputOf(row), { operator: actor, requestId: "" }) : null;
    },
    execute,
    inputOf,
  };
}
