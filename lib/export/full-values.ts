import "server-only";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import type { Operator } from "@/lib/auth/session";
import { writeAudit } from "@/lib/db/audit";
import { revealReasonSchema } from "@/lib/security/reveal-schema";

/**
 * An export's "include full values" choice, read from its URL (fullValues=1&reason=...). Masked is
 * the default; full values need a fresh step-up and a reason, and are audited (never the values).
 */
export const FULL_VALUES_PARAM = "fullValues";
export const FULL_VALUES_REASON_PARAM = "reason";

export type FullValuesChoice =
  | { full: false }
  | { full: true; reason: string }
  | { refused: "step_up_required" | "reason" };

export function readFullValuesChoice(operator: Operator, params: URLSearchParams): FullValuesChoice {
  if (params.get(FULL_VALUES_PARAM) !== "1") return { full: false };
  if (!hasFreshStepUp(operator)) return { refused: "step_up_required" };
  const reason = revealReasonSchema.safeParse(params.get(FULL_VALUES_REASON_PARAM) ?? "");
  if (!reason.success) return { refused: "reason" };
  return { full: true, reason: reason.data };
}

/** The refusal as the route's error body: 403 step_up_required, or 400 for a missing reason. */
export function fullValuesRefusal(refused: "step_up_required" | "reason"): Response {
  const body =
    refused === "step_up_required"
      ? { kind: "step_up_required", message: "Confirm it is you to export full values" }
      : { kind: "validation", message: "A reason of 10 to 500 characters is required to export full values" };
  return Response.json(
    { error: { ...body, errorCode: null, arguments: [], requestId: null } },
    { status: refused === "step_up_required" ? 403 : 400, headers: { "cache-control": "private, no-store" } },
  );
}

/** The audit entry of an export with full values: what was exported and why, never a value. */
export async function auditFullValuesExport(
  operator: Operator,
  entry: { targetType: string; filters: Record<string, string>; rowCount: number; reason: string },
): Promise<void> {
  await writeAudit({
    customerId: operator.customerId,
    operatorEmail: operator.email,
    action: "export.full_values",
    targetType: entry.targetType,
    after: { filters: entry.filters, rowCount: entry.rowCount, reason: entry.reason },
    outcome: "success",
  });
}
