import "server-only";
import { randomUUID } from "node:crypto";
import type { ApiCaller } from "@/lib/api/client";
import type { Grants } from "@/lib/api/operator";
import type { AuditEntry } from "@/lib/db/audit";
import { AUDIT_ENTRY_BYTES } from "@/lib/db/audit-bound";
import {
  addApproval,
  approvalCount,
  approvalsOf,
  type ChangeRequestRow,
  claimForExecution,
  closePending,
  finishExecution,
  getChangeRequestRow,
  insertChangeRequest,
} from "@/lib/db/queries/change-requests";
import { redactSecrets } from "@/lib/db/redact";
import type { CustomerScope } from "@/lib/db/scope";
import { maskSensitive } from "@/lib/security/masking";
import { sha256Of } from "@/lib/shared/canonical-json";
import { metrics } from "@/lib/metrics/registry";
import { type ChangeRequestView, type HeldChange, STEP_UP_REQUIRED_CODE } from "./types";
import { closeExpiredRequests } from "./tell-maker";
import { toView } from "./views";

/**
 * The four-eyes rules, on the server: who may approve, when a request runs, and that it runs
 * once and exactly as reviewed. Everything the rules need from outside (the API, the
 * password check, the audit log) comes in through ApprovalDeps, so the tests can drive the
 * rules against a real store with a fake API.
 */

/** The signed-in operator deciding: an Operator from lib/auth/session satisfies it. */
export interface Actor extends ApiCaller, CustomerScope {
  email: string;
  name?: string | null;
}

export type ExecuteOutcome =
  | { ok: true; data: unknown; apiRequestId: string | null }
  | {
      ok: false;
      error: { kind: string; message: string; errorCode: string | null; status: number | null };
      apiRequestId: string | null;
    };

export interface ApprovalDeps {
  grants(actor: Actor): Promise<Grants>;
  /** True when the password is the actor's (checked by the API's login); a refusal code otherwise. */
  verifyPassword(actor: Actor, password: string): Promise<true | "wrong_password" | "locked" | "unavailable">;
  /**
   * Set where operators prove who they are with a second factor (OPERATOR_MFA optional or
   * required): a decision then needs a fresh step-up on the actor's session (lib/auth/step-up.ts)
   * instead of the password typed again. Unset (OPERATOR_MFA=off): the password, as before.
   */
  hasFreshStepUp?(actor: Actor): boolean;
  /** The permission an approver of the held operation needs; `local` for a dashboard-only change (a policy). */
  permissionOf(operationName: string): { permission: string | null; local: boolean };
  readBase(actor: Actor, row: ChangeRequestRow): Promise<unknown>;
  /**
   * Runs the stored operation with the actor as its operator: the input parsed again with the
   * operation's own schema (refused, not run, when it no longer parses), then its `run`.
   */
  execute(actor: Actor, row: ChangeRequestRow, input: unknown, requestId: string): Promise<ExecuteOutcome>;
  /** The input exactly as it is to run (a sealed secret put back). */
  inputOf(row: ChangeRequestRow): unknown;
  seal(requestId: string, secret: string): string;
  audit(entry: AuditEntry): Promise<void>;
  announce(customerId: string): Promise<void>;
  now(): Date;
}

/** What storing a held change needs: no decision is made, so no grants, proof or operations. */
export type SubmitDeps = Pick<ApprovalDeps, "seal" | "audit" | "announce" | "now">;

/**
 * What a change request keeps of its operation's answer, read by every operator of the customer:
 * identity and account values masked, credentials (a new webhook secret) dropped.
 */
export const storedResult = (data: unknown): unknown => maskSensitive(redactSecrets(data ?? null));

export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * What the audit log keeps of a held change. The maker's reason (plain text of at most
 * MAKER_REASON_MAX characters, as stored on the request) is why an approver is asked; it is
 * kept whatever the diff's size: a diff too large for one entry (lib/db/audit-bound.ts would
 * summarise the whole detail, the reason with it) is left out, as the request itself holds it.
 */
export function requestAuditDetail(detail: {
  operation: string;
  operationName: string;
  reason: string;
  diff: unknown;
  inputSha256: string;
}): Record<string, unknown> {
  const bytes = new TextEncoder().encode(JSON.stringify(detail)).length;
  if (bytes <= AUDIT_ENTRY_BYTES) return detail;
  const { diff: _left, ...rest } = detail;
  return { ...rest, diff: { truncated: true, bytes: new TextEncoder().encode(JSON.stringify(detail.diff)).length } };
}

// ── submit ──────────────────────────────────────────────────────────────────────────────────

/** Stores a change the pipeline held (lib/pipeline/run.ts): its operation, parsed input and hash. */
export async function submitChange(actor: Actor, change: HeldChange, deps: SubmitDeps): Promise<ChangeRequestView> {
  const id = randomUUID();
  const now = deps.now();
  // What every operator of the customer sees is masked; the input itself is what runs.
  const diff = maskSensitive(change.diff);
  const row = await insertChangeRequest(actor, {
    id,
    operation: change.policyOperation,
    operationName: change.operationName,
    input: change.input ?? null,
    inputSha256: sha256Of(change.exactInput ?? null),
    secretEnc: change.secret !== undefined ? deps.seal(id, change.secret) : null,
    targetType: change.targetType,
    targetId: change.targetId,
    diff,
    makerEmail: normalEmail(actor.email),
    makerName: actor.name ?? null,
    reason: (change.reason ?? "").trim().slice(0, 500),
    baseState: change.base ?? null,
    baseSha256: change.base === null || change.base === undefined ? null : sha256Of(change.base),
    requiredApprovals: change.policy.approversRequired,
    createdAt: now,
    expiresAt: new Date(now.getTime() + change.policy.ttlMinutes * 60_000),
  });
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action: "approval.request",
    targetType: "change_request",
    targetId: id,
    after: requestAuditDetail({
      operation: change.policyOperation,
      operationName: change.operationName,
      reason: row.reason,
      diff,
      inputSha256: row.inputSha256,
    }),
    outcome: "success",
  });
  metrics().changesHeld.inc({ operation: change.policyOperation });
  await deps.announce(actor.customerId);
  return toView(row);
}

// ── decisions ───────────────────────────────────────────────────────────────────────────────

export type Refusal =
  | "not_found"
  | "not_pending"
  | "expired"
  | "self_approval"
  | "not_permitted"
  | "wrong_password"
  | "locked"
  | "unavailable"
  | "already_approved"
  | "not_maker"
  | "step_up_required";

export type ApproveOutcome =
  | { outcome: "refused"; refusal: Refusal; request?: ChangeRequestView }
  | { outcome: "recorded"; request: ChangeRequestView }
  | { outcome: "executed" | "failed" | "stale"; request: ChangeRequestView };

async function viewOf(scope: CustomerScope, row: ChangeRequestRow): Promise<ChangeRequestView> {
  return toView(row, (await approvalsOf(scope, [row.id])).get(row.id));
}

/** Whether the actor holds the held operation's permission. Where the API cannot say, its own refusal decides, except for a local (policy) change. */
function permitted(grants: Grants, operationName: string, deps: ApprovalDeps): boolean {
  const { permission, local } = deps.permissionOf(operationName);
  if (!grants.known) return !local;
  return permission === null || grants.names.has(permission);
}

async function refuse(
  actor: Actor,
  action: string,
  row: ChangeRequestRow | undefined,
  refusal: Refusal,
  deps: ApprovalDeps,
  id: string,
): Promise<ApproveOutcome> {
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action,
    targetType: "change_request",
    targetId: id,
    outcome: "failure",
    errorCode: refusal === "step_up_required" ? STEP_UP_REQUIRED_CODE : `APPROVAL.${refusal.toUpperCase()}`,
    errorMessage: refusal,
  });
  return { outcome: "refused", refusal, request: row ? await viewOf(actor, row) : undefined };
}

/**
 * The common checks before a decision: the request is this customer's, still pending and not
 * expired (an expired one is marked so), and the actor is not its maker.
 */
async function pendingFor(
  actor: Actor,
  id: string,
  action: string,
  deps: ApprovalDeps,
): Promise<{ row: ChangeRequestRow } | { refused: ApproveOutcome }> {
  const row = await getChangeRequestRow(actor, id);
  if (!row) return { refused: await refuse(actor, action, undefined, "not_found", deps, id) };
  if (row.status !== "pending") return { refused: await refuse(actor, action, row, "not_pending", deps, id) };
  if (row.expiresAt.getTime() <= deps.now().getTime()) {
    await closeExpired(actor, row, deps);
    const fresh = (await getChangeRequestRow(actor, id)) ?? row;
    return { refused: await refuse(actor, action, fresh, "expired", deps, id) };
  }
  return { row };
}

async function closeExpired(actor: Actor, row: ChangeRequestRow, deps: ApprovalDeps) {
  const expired = await closeExpiredRequests(actor, deps.now());
  if (expired.includes(row.id)) await deps.announce(actor.customerId);
}

/** A checker is another operator than the maker, holding the operation's permission. */
async function checkerRefusal(actor: Actor, action: string, row: ChangeRequestRow, deps: ApprovalDeps) {
  if (normalEmail(row.makerEmail) === normalEmail(actor.email))
    return refuse(actor, action, row, "self_approval", deps, row.id);
  if (!permitted(await deps.grants(actor), row.operationName, deps))
    return refuse(actor, action, row, "not_permitted", deps, row.id);
  return undefined;
}

/**
 * The decider proves who they are: a fresh step-up where second factors are in force, else the
 * password typed again (checked by the API). Undefined when proved, else the refusal.
 */
async function identityRefusal(
  actor: Actor,
  password: string | undefined,
  deps: ApprovalDeps,
): Promise<Refusal | undefined> {
  if (deps.hasFreshStepUp) return deps.hasFreshStepUp(actor) ? undefined : "step_up_required";
  if (!password) return "wrong_password";
  const checked = await deps.verifyPassword(actor, password);
  return checked === true ? undefined : checked;
}

export async function approveChange(
  actor: Actor,
  input: { id: string; password?: string },
  deps: ApprovalDeps,
): Promise<ApproveOutcome> {
  const action = "approval.approve";
  const found = await pendingFor(actor, input.id, action, deps);
  if ("refused" in found) return found.refused;
  const { row } = found;
  // Nobody approves their own change, whatever they may otherwise do.
  const notChecker = await checkerRefusal(actor, action, row, deps);
  if (notChecker) return notChecker;
  const unproved = await identityRefusal(actor, input.password, deps);
  if (unproved) return refuse(actor, action, row, unproved, deps, row.id);

  if (!(await addApproval(actor, row.id, normalEmail(actor.email))))
    return refuse(actor, action, row, "already_approved", deps, row.id);
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action,
    targetType: "change_request",
    targetId: row.id,
    after: { operation: row.operation, operationName: row.operationName, inputSha256: row.inputSha256 },
    outcome: "success",
  });
  if ((await approvalCount(actor, row.id)) < row.requiredApprovals) {
    await deps.announce(actor.customerId);
    return { outcome: "recorded", request: await viewOf(actor, row) };
  }
  return executeClaimed(actor, row.id, deps);
}

/** The approval that completes the count claims the request; only the claimant sends it. */
async function executeClaimed(actor: Actor, id: string, deps: ApprovalDeps): Promise<ApproveOutcome> {
  const claimed = await claimForExecution(actor, id, deps.now());
  if (!claimed) {
    // Another approval (here or on another instance) claimed it, or it expired meanwhile.
    const row = await getChangeRequestRow(actor, id);
    if (!row) return { outcome: "refused", refusal: "not_found" };
    return { outcome: "recorded", request: await viewOf(actor, row) };
  }
  const finish = async (
    status: "executed" | "failed" | "stale",
    result: unknown,
    apiRequestId: string | null,
  ): Promise<ApproveOutcome> => {
    const done =
      (await finishExecution(actor, id, { status, by: normalEmail(actor.email), result, apiRequestId })) ?? claimed;
    metrics().changeOutcomes.inc({ outcome: status });
    await deps.announce(actor.customerId);
    return { outcome: status, request: await viewOf(actor, done) };
  };

  if (claimed.baseSha256 !== null) {
    let current: unknown;
    try {
      current = await deps.readBase(actor, claimed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.audit({
        customerId: actor.customerId,
        operatorEmail: actor.email,
        action: "approval.execute",
        targetType: "change_request",
        targetId: id,
        outcome: "failure",
        errorCode: "APPROVAL.BASE_UNREADABLE",
        errorMessage: message,
      });
      return finish("failed", { error: { kind: "base_unreadable", message } }, null);
    }
    if (current === null || current === undefined || sha256Of(current) !== claimed.baseSha256) {
      await deps.audit({
        customerId: actor.customerId,
        operatorEmail: actor.email,
        action: "approval.stale",
        targetType: "change_request",
        targetId: id,
        before: claimed.baseState,
        after: current ?? null,
        outcome: "failure",
        errorCode: "APPROVAL.STALE",
        errorMessage: "The target changed after the request was made",
      });
      return finish("stale", { base: claimed.baseState, current: current ?? null }, null);
    }
  }

  const input = deps.inputOf(claimed);
  if (sha256Of(input ?? null) !== claimed.inputSha256) {
    // The stored input no longer matches what was reviewed: never run it.
    await deps.audit({
      customerId: actor.customerId,
      operatorEmail: actor.email,
      action: "approval.execute",
      targetType: "change_request",
      targetId: id,
      outcome: "failure",
      errorCode: "APPROVAL.INPUT_CHANGED",
      errorMessage: "The stored input does not match its SHA-256",
    });
    return finish(
      "failed",
      { error: { kind: "input_changed", message: "The stored input does not match its SHA-256" } },
      null,
    );
  }

  const apiRequestId = randomUUID();
  const outcome = await deps.execute(actor, claimed, input, apiRequestId);
  // The change itself, under the action the direct path writes, with the approver as the actor.
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action: claimed.operationName,
    targetType: claimed.targetType,
    targetId: claimed.targetId ?? undefined,
    before: claimed.baseState ?? undefined,
    after: outcome.ok
      ? { changeRequestId: id, maker: claimed.makerEmail, result: storedResult(outcome.data) }
      : { changeRequestId: id, maker: claimed.makerEmail },
    outcome: outcome.ok ? "success" : "failure",
    errorCode: outcome.ok ? undefined : (outcome.error.errorCode ?? outcome.error.kind),
    errorMessage: outcome.ok ? undefined : outcome.error.message,
    requestId: outcome.apiRequestId ?? apiRequestId,
  });
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action: "approval.execute",
    targetType: "change_request",
    targetId: id,
    outcome: outcome.ok ? "success" : "failure",
    errorCode: outcome.ok ? undefined : (outcome.error.errorCode ?? outcome.error.kind),
    errorMessage: outcome.ok ? undefined : outcome.error.message,
    requestId: outcome.apiRequestId ?? apiRequestId,
  });
  return outcome.ok
    ? // Stored masked: every operator of the customer reads it on /approvals and in the answer.
      finish("executed", storedResult(outcome.data), outcome.apiRequestId)
    : finish("failed", { error: outcome.error }, outcome.apiRequestId);
}

export async function rejectChange(
  actor: Actor,
  input: { id: string; reason: string },
  deps: ApprovalDeps,
): Promise<ApproveOutcome> {
  const action = "approval.reject";
  const found = await pendingFor(actor, input.id, action, deps);
  if ("refused" in found) return found.refused;
  const { row } = found;
  // The maker withdraws with cancel; a rejection is someone else's judgement.
  const notChecker = await checkerRefusal(actor, action, row, deps);
  if (notChecker) return notChecker;
  // A decision like an approval: with second factors in force, a fresh step-up (no password asked
  // for a rejection where they are not, as before).
  if (deps.hasFreshStepUp && !deps.hasFreshStepUp(actor))
    return refuse(actor, action, row, "step_up_required", deps, row.id);
  const closed = await closePending(actor, row.id, {
    status: "rejected",
    by: normalEmail(actor.email),
    reason: input.reason.trim(),
  });
  if (!closed) return refuse(actor, action, row, "not_pending", deps, row.id);
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action,
    targetType: "change_request",
    targetId: row.id,
    after: { operation: row.operation, reason: input.reason.trim() },
    outcome: "success",
  });
  await deps.announce(actor.customerId);
  return { outcome: "recorded", request: await viewOf(actor, closed) };
}

export async function cancelChange(actor: Actor, input: { id: string }, deps: ApprovalDeps): Promise<ApproveOutcome> {
  const action = "approval.cancel";
  const row = await getChangeRequestRow(actor, input.id);
  if (!row) return refuse(actor, action, undefined, "not_found", deps, input.id);
  if (normalEmail(row.makerEmail) !== normalEmail(actor.email))
    return refuse(actor, action, row, "not_maker", deps, row.id);
  const closed = await closePending(actor, row.id, {
    status: "cancelled",
    by: normalEmail(actor.email),
    reason: null,
    makerOnly: normalEmail(actor.email),
  });
  if (!closed) return refuse(actor, action, row, "not_pending", deps, row.id);
  await deps.audit({
    customerId: actor.customerId,
    operatorEmail: actor.email,
    action,
    targetType: "change_request",
    targetId: row.id,
    after: { operation: row.operation },
    outcome: "success",
  });
  await deps.announce(actor.customerId);
  return { outcome: "recorded", request: await viewOf(actor, closed) };
}
