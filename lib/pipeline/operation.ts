import type { z } from "zod";
import type { DiffEntry, Operation as HeldOperation, Policy, PolicyOperation } from "@/lib/approvals/types";

/**
 * One operation, declared once: what it takes, who may run it, whether it needs a fresh proof,
 * whether a policy can hold it, how its base state is read, what the audit keeps, and `run`.
 * The server-action pipeline (./run.ts), the route handlers and the approval executor
 * (lib/operations/approval-deps.ts) all call the same `run` with input parsed by the same schema.
 *
 * Operations live one module per resource under lib/operations/ (roles.ts, webhooks.ts, …);
 * lib/operations/registry.ts names the ones a change request can carry.
 */

/** The signed-in operator an operation runs for (lib/auth/session Operator satisfies it). */
export interface Operator {
  /** Whose API token the DAL uses (lib/api/client.ts ApiCaller). */
  sessionId: string;
  /** The operator's customer: every store read and the audit entry belong to it. */
  customerId: string;
  email: string;
  name?: string | null;
}

export interface OperationContext {
  operator: Operator;
  /** Sent to the API as x-request-id, so the audit entry carries it too. */
  requestId: string;
}

export interface HoldSpec<I> {
  /**
   * The policy (lib/approvals/policy.ts) that decides whether this operation waits, and whose
   * approvers and expiry apply. A function where the input names it (a policy change waits
   * under the settings of the policy it changes).
   */
  operation: PolicyOperation | ((input: I) => PolicyOperation);
  /** Always held, whatever the policy says (a policy change is itself four-eyes). */
  always?: true;
  /** The operation a change request records (lib/approvals/types Operation); defaults to `operation`. */
  requestOperation?: HeldOperation;
  /** Whether this input, against this base state, waits under this (enabled) policy. */
  needsApproval(input: I, policy: Policy, base: unknown): boolean;
  /** What the approvers are shown changing, in domain terms. */
  diff(input: I, base: unknown, ctx: OperationContext): Promise<DiffEntry[]> | DiffEntry[];
  /**
   * The maker's reason the input itself carries (a rejection's reason): it stands for the
   * `makerReason` a held change otherwise needs (lib/approvals/maker-reason.ts).
   */
  reason?(input: I): string | undefined;
  /**
   * A secret in the input (a webhook's signing secret): stored sealed apart, never in the
   * request's visible input, put back before the approved change runs.
   */
  secretField?: keyof I & string;
}

export interface OperationSpec<S extends z.ZodType, T> {
  /** Audit action, "<resource>.<verb>" (e.g. "role.update"); also the change request's operation name. */
  name: string;
  targetType: string;
  /** The contract's schema (or the feature's); a function where it depends on the environment. */
  input: S | (() => S);
  /**
   * "resource:action" the operator must hold, read fresh before anything changes; null where
   * the dashboard's own rule (the operator's own sessions or factors) decides.
   */
  permission: string | null;
  /**
   * The API cannot refuse it (a change in the dashboard's own store): grants the API cannot
   * tell are refused instead of left to the API.
   */
  local?: boolean;
  /** Money, permissions, where secrets and events go: a fresh step-up proof first. */
  stepUp: boolean;
  hold?: HoldSpec<z.output<S>>;
  /** The target as it is now: the audit's "before" and a held change's base state. */
  readBase?(input: z.output<S>, ctx: OperationContext): Promise<unknown>;
  targetId?(input: z.output<S>): string | null | undefined;
  audit?: {
    /** What the audit stores as "after" (given the masked result); defaults to the result. */
    after?(data: T, input: z.output<S>): unknown;
    /** Audit action chosen from the answer (e.g. a recognised retry is "recharge.replay"). */
    action?(data: T, input: z.output<S>): string;
    /** Target id known only from the answer (creations). */
    targetIdFromResult?(data: T): string | undefined;
    /** Target type chosen by the input (a Reveal names the record it reads); defaults to targetType. */
    targetType?(input: z.output<S>): string;
  };
  /**
   * Whether the result passes the masking module before it leaves: always, except the one
   * operation whose purpose is the full value (Reveal: step-up, reason, audited).
   */
  unmaskedResult?: true;
  run(input: z.output<S>, ctx: OperationContext): Promise<T>;
}

export type Operation<S extends z.ZodType = z.ZodType, T = unknown> = OperationSpec<S, T>;

/** Declares an operation; the identity, typed, so the declaration reads as one. */
export function defineOperation<S extends z.ZodType, T>(spec: OperationSpec<S, T>): OperationSpec<S, T> {
  return spec;
}

/** An operation a policy can hold: its actions answer HoldableResult (done, refused or held). */
export type HoldableOperation<S extends z.ZodType, T> = OperationSpec<S, T> & { hold: HoldSpec<z.output<S>> };

export function defineHoldableOperation<S extends z.ZodType, T>(
  spec: HoldableOperation<S, T>,
): HoldableOperation<S, T> {
  return spec;
}

/** The schema of an operation, built when asked (an environment-dependent one reads it then). */
export function schemaOf<S extends z.ZodType>(spec: { input: S | (() => S) }): S {
  return typeof spec.input === "function" ? (spec.input as () => S)() : spec.input;
}
