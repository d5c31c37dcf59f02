import { STEP_UP_REQUIRED_CODE } from "@/lib/approvals/types";

/**
 * Where an audit entry's record lives on this dashboard, by the entry's target type; null where
 * there is no page for it (a session, a second factor). Client-safe.
 */
export function auditRecordHref(targetType: string | null, targetId: string | null): string | null {
  if (!targetType) return null;
  const id = targetId ? encodeURIComponent(targetId) : null;
  switch (targetType) {
    case "role":
      return id ? `/roles/${id}` : "/roles";
    case "customer":
      return id ? `/customers/${id}` : "/customers";
    case "account":
      return id ? `/accounts/${id}` : "/accounts";
    case "payout":
      return id ? `/payouts/${id}` : "/payouts";
    case "change_request":
      return id ? `/approvals?request=${id}` : "/approvals";
    case "ramp":
      return id ? `/ramps?id=${id}` : "/ramps";
    case "recharge":
      return "/recharges";
    case "webhook":
      return "/webhooks";
    case "user":
      return "/users";
    default:
      return null;
  }
}

/** The catalogue key of an action's name (audit.actions.<key>): next-intl reads dots as nesting. */
export const actionKey = (action: string) => action.replace(/\./g, "_");

/** How an entry ended: done, refused or failed, or a step-up prompt (asked, not refused). */
export type AuditOutcome = "success" | "failure" | "stepUp";

export function auditOutcome(entry: { ok: boolean; errorCode: string | null }): AuditOutcome {
  if (entry.ok) return "success";
  return entry.errorCode === STEP_UP_REQUIRED_CODE ? "stepUp" : "failure";
}
