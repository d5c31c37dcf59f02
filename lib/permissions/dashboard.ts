import "server-only";
import type { ApiCaller } from "@/lib/api/client";
import { displayGrants, type Grants } from "@/lib/api/operator";
import { requestFilterFor } from "@/lib/approvals/visibility";
import type { Operator } from "@/lib/auth/session";
import type { AuditReader } from "@/lib/db/queries/audit";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";

/**
 * Permissions over the dashboard's own data (its audit log and recharge
 * records), decided from the operator's API grants. The sandbox defines
 * `audit:read`; a real API's roles may not, and where the API cannot say what
 * an operator holds at all, AUDIT_READERS names who may read the audit log.
 */

/** Which permission reading an audit entry of each target type needs. */
const READ_PERMISSION_OF_TARGET: Record<string, string> = {
  account: "accounts:read",
  // A held change refused before it was stored names its operation as the target.
  account_review: "accounts:read",
  account_edit: "accounts:read",
  approval_policy: "roles:read",
  policy: "roles:read",
  customer: "customers:read",
  ramp: "ramps:read",
  recharge: "recharges:read",
  role: "roles:read",
  user: "users:read",
  webhook: "webhooks:read",
  webhook_delivery: "webhooks:read",
};

export interface AuditAccess {
  allowed: boolean;
  /** Target types whose entries stay hidden: the operator cannot read those records in the API either. */
  hiddenTargetTypes: string[];
  /**
   * Operations whose change requests' `approval.*` entries the operator may read ("all": every
   * one), by the rule of lib/approvals/visibility.ts: those whose target they may read.
   */
  requestOperations: readonly string[] | "all";
}

export function auditAccessFor(grants: Grants, email: string): AuditAccess {
  if (!grants.known) {
    // Nothing to filter by: the named readers see the whole log of their customer.
    return {
      allowed: getEnv().AUDIT_READERS.includes(email.toLowerCase()),
      hiddenTargetTypes: [],
      requestOperations: "all",
    };
  }
  const hiddenTargetTypes = Object.entries(READ_PERMISSION_OF_TARGET)
    .filter(([, permission]) => !grants.names.has(permission))
    .map(([type]) => type);
  const { operations } = requestFilterFor(grants, email);
  return { allowed: grants.names.has("audit:read"), hiddenTargetTypes, requestOperations: operations };
}

export async function auditAccess(operator: ApiCaller & { email: string }): Promise<AuditAccess> {
  return auditAccessFor(await displayGrants(operator), operator.email);
}

/** The audit log as this operator reads it; without an answer about their access, nothing of a target's. */
export function auditReaderOf(scope: CustomerScope, access: AuditAccess | undefined): AuditReader {
  return {
    customerId: scope.customerId,
    hiddenTargetTypes: access ? access.hiddenTargetTypes : Object.keys(READ_PERMISSION_OF_TARGET),
    requestOperations: access ? access.requestOperations : [],
  };
}

/**
 * Whose recharges an operator sees in "Recharges made from this dashboard":
 * everyone's of the customer with `recharges:read`, nobody's without it, and
 * only their own where the API cannot say.
 */
export type RechargeHistoryAccess = "customer" | "own" | "none";

export function rechargeHistoryAccessFor(grants: Grants): RechargeHistoryAccess {
  if (!grants.known) return "own";
  return grants.names.has("recharges:read") ? "customer" : "none";
}

/** A replayed answer is a claim that a recharge exists: only for operators who may make one. */
export function mayReplayRecharge(grants: Grants): boolean {
  return !grants.known || grants.names.has("recharges:create");
}

/**
 * Who reads the events this dashboard received (its inbox: the live view, its polling, a Reveal
 * of one): operators holding webhooks:read, as for the API's own webhook reads. The API cannot
 * refuse a read of the dashboard's store, so this rule does; where the API cannot say what the
 * operator holds, every operator of the customer reads its events.
 */
export function mayReadInbox(grants: Grants): boolean {
  return !grants.known || grants.names.has("webhooks:read");
}

/** The inbox's read permission for a route or page (display grants: a read, not a change). */
export async function inboxAccess(operator: ApiCaller): Promise<{ allowed: boolean }> {
  return { allowed: mayReadInbox(await displayGrants(operator)) };
}

/**
 * Whether to offer an action before any input is typed. Where the API cannot say what the
 * operator holds, the action is offered and the API's refusal is the answer.
 */
export function mayPerform(grants: Grants, permission: string): boolean {
  return !grants.known || grants.names.has(permission);
}

/** The operator's grants for deciding what to offer; an API that cannot be asked counts as "cannot say". */
export async function grantsForOffers(operator: Operator): Promise<Grants> {
  return displayGrants(operator).catch((error: unknown) => {
    getLogger().error({ err: error }, "operator grants unavailable");
    return { known: false, names: new Set<string>() };
  });
}
