"use server";

import type { ActionResult } from "@/lib/actions/result";
import { getOperator } from "@/lib/auth/session";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { revealReasonSchema } from "@/lib/security/reveal-schema";

/**
 * Asked before an export with full values: answers step_up_required until the operator proved
 * who they are, so the browser's step-up dialog opens before the download starts. The export
 * route checks the proof again itself and writes the audit entry.
 */
export async function confirmFullValuesExport(input: { reason: string }): Promise<ActionResult<true>> {
  const operator = await getOperator();
  if (!operator) return { ok: false, error: { kind: "unauthorized", message: "" } };
  const reason = revealReasonSchema.safeParse(input.reason);
  if (!reason.success)
    return {
      ok: false,
      error: { kind: "validation", message: "", fieldErrors: { reason: reason.error.issues[0]?.message ?? "" } },
    };
  if (!hasFreshStepUp(operator))
    return { ok: false, error: { kind: "step_up_required", message: "Confirm it is you to export full values" } };
  return { ok: true, data: true };
}
