import "server-only";
import { freshOperatorGrants } from "@/lib/api/operator";
import { toView } from "@/lib/approvals/views";
import { maySee, requestFilterFor } from "@/lib/approvals/visibility";
import { getChangeRequestRow } from "@/lib/db/queries/change-requests";
import { defineOperation, type Operator } from "@/lib/pipeline/operation";
import { type RevealInput, revealInputSchema } from "@/lib/security/reveal-schema";
import { revealFromChangeRequest } from "./reveal-change-request";
import { type RevealedValue, revealFromRecord } from "./reveal-record";

/**
 * Reveal: the full value of one masked field, for an operator who gives a reason and a fresh
 * step-up (the pipeline refuses without one, audited). The one operation whose answer is the full
 * value on purpose, so it is not masked; its audit entry ("value.reveal") keeps the field and the
 * reason, never the value, under the record it names (a change request's entries then follow the
 * approvals read rule in the audit log too).
 *
 * A record is read again with the operator's own access. A change request's proposed value (what
 * an approver checks before approving a new account number, which the API does not hold yet) is
 * given only to an operator the approvals read rule lets see that request, read fresh.
 */

/** The dashboard's own "no": nothing to reveal here, said the same whatever the reason. */
class NotRevealable extends Error {
  override name = "NotRevealable";
  // Read as an API-like refusal by the pipeline's error mapper: kind, code and message.
  readonly status = 404;
  readonly kind = "not_found";
  readonly errorCode = "DASHBOARD.NOT_FOUND";
  readonly messages = ["This value cannot be revealed"];
}

async function mayReadRequest(operator: Operator, changeRequestId: string): Promise<boolean> {
  const row = await getChangeRequestRow(operator, changeRequestId);
  if (!row) return false;
  const filter = requestFilterFor(await freshOperatorGrants(operator), operator.email);
  return maySee(filter, toView(row));
}

async function reveal(input: RevealInput, operator: Operator): Promise<RevealedValue | undefined> {
  if (input.recordType !== "change_request") return revealFromRecord(operator, input);
  if (!(await mayReadRequest(operator, input.recordId))) return undefined;
  return revealFromChangeRequest(operator, input.recordId, input.field);
}

export const revealValueOperation = defineOperation({
  name: "value.reveal",
  targetType: "value",
  input: revealInputSchema,
  // What the operator may read decides: the API for a record, the approvals rule for a request.
  permission: null,
  stepUp: true,
  unmaskedResult: true,
  targetId: (input) => input.recordId,
  audit: {
    targetType: (input) => input.recordType,
    after: (_revealed: RevealedValue, input) => ({ field: input.field, reason: input.reason }),
  },
  run: async (input, { operator }): Promise<RevealedValue> => {
    const revealed = await reveal(input, operator);
    if (!revealed) throw new NotRevealable();
    return revealed;
  },
});
