import type { z } from "zod";
import { isApiErrorLike, toActionError } from "./error-mapper";
import { redactSecrets } from "@/lib/db/redact";
import type { ActionResult } from "./result";

/**
 * The safe-action wrapper, written against injected dependencies so the unit tests can
 * run it without Next, a session or a database. `safe-action.ts` binds the real ones.
 *
 * Order matters: session first (an anonymous caller learns nothing, not even which
 * fields are wrong), then the input parse, then the step-up proof for a sensitive action,
 * then the API call, then the audit entry, whatever the outcome.
 */

export interface Operator {
  /** Whose API token the DAL uses (lib/api/client.ts ApiCaller). */
  sessionId: string;
  /** The operator's customer: the audit entry and every store read of the action belong to it. */
  customerId: string;
  email: string;
  name?: string | null;
}

/** Matches lib/db/audit.ts; what kind of failure it was is in errorCode. */
export type AuditOutcome = "success" | "failure";

/** errorCode recorded when the dashboard itself refused the input, before any API call. */
export const INVALID_INPUT_CODE = "DASHBOARD.INVALID_INPUT";

/** errorCode recorded when a sensitive action was refused for want of a fresh step-up proof. */
export const STEP_UP_REQUIRED_CODE = "DASHBOARD.STEP_UP_REQUIRED";

/** The message a step-up refusal carries (the browser opens its dialog on the kind, not on this text). */
export const STEP_UP_REQUIRED_MESSAGE = "Confirm it is you to continue";

export interface AuditEntryInput {
  customerId: string;
  operatorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

export interface ActionDeps {
  getOperator(): Promise<Operator | null>;
  writeAudit(entry: AuditEntryInput): Promise<void>;
  logError(message: string, err: unknown): void;
  /** Sent to the API as x-request-id, so a success's audit entry carries it too. */
  newRequestId(): string;
  /**
   * Whether this operator's session holds a fresh step-up proof (lib/auth/step-up.ts); asked
   * only by actions declared `stepUp: true`.
   */
  hasFreshProof(operator: Operator): Promise<boolean>;
}

export interface ActionContext {
  operator: Operator;
  requestId: string;
}

export interface ActionSpec<S extends z.ZodType, T> {
  /** Audit action name, "<resource>.<verb>", e.g. "role.update". */
  action: string;
  targetType: string;
  schema: S;
  targetId?: (input: z.output<S>) => string | undefined;
  /** For edits: the record as it was, so the audit entry holds before and after. */
  loadBefore?: (input: z.output<S>, ctx: ActionContext) => Promise<unknown>;
  run: (input: z.output<S>, ctx: ActionContext) => Promise<T>;
  /** What the audit stores as "after"; defaults to the result. */
  auditAfter?: (data: T, input: z.output<S>) => unknown;
  /** Audit action name chosen from the answer (e.g. a recognised retry is "recharge.replay"). */
  auditAction?: (data: T) => string;
  /** Target id known only from the answer (creations). */
  targetIdFromResult?: (data: T) => string | undefined;
  /**
   * A sensitive action (money, permissions, where secrets and events go): it runs only when the
   * operator proved who they are within the step-up window. Checked after the session and the
   * input, before anything is read from or sent to the API.
   */
  stepUp?: boolean;
}

/** redirect() and notFound() throw; they must travel on to Next, not become a result. */
export function isNextControlFlow(err: unknown): boolean {
  const digest = err && typeof err === "object" ? (err as { digest?: unknown }).digest : undefined;
  return typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR"));
}

export function createActionKit(deps: ActionDeps) {
  async function audit(entry: AuditEntryInput) {
    try {
      await deps.writeAudit({ ...entry, before: redactSecrets(entry.before), after: redactSecrets(entry.after) });
    } catch (err) {
      // The API change already happened; failing the action now would invite a retry.
      deps.logError(`audit write failed for ${entry.action}`, err);
    }
  }

  return function defineAction<S extends z.ZodType, T>(spec: ActionSpec<S, T>) {
    return async (raw: unknown): Promise<ActionResult<T>> => {
      const operator = await deps.getOperator();
      if (!operator) return { ok: false, error: { kind: "unauthorized", message: "" } };

      const base = {
        customerId: operator.customerId,
        operatorEmail: operator.email,
        action: spec.action,
        targetType: spec.targetType,
      };
      const parsed = spec.schema.safeParse(raw);
      if (!parsed.success) {
        const error = toActionError(parsed.error);
        const rawId = raw && typeof raw === "object" ? (raw as { id?: unknown }).id : undefined;
        await audit({
          ...base,
          targetId: typeof rawId === "string" ? rawId : null,
          before: null,
          after: raw,
          outcome: "failure",
          errorCode: INVALID_INPUT_CODE,
          errorMessage: Object.keys(error.fieldErrors ?? {}).join(", ") || null,
          requestId: null,
        });
        return { ok: false, error };
      }

      const input = parsed.data;
      if (spec.stepUp && !(await deps.hasFreshProof(operator))) {
        // Nothing reaches the API; the browser asks for the proof and sends the same input again.
        await audit({
          ...base,
          targetId: spec.targetId?.(input) ?? null,
          before: null,
          after: input,
          outcome: "failure",
          errorCode: STEP_UP_REQUIRED_CODE,
          errorMessage: STEP_UP_REQUIRED_MESSAGE,
          requestId: null,
        });
        return { ok: false, error: { kind: "step_up_required", message: STEP_UP_REQUIRED_MESSAGE } };
      }
      const requestId = deps.newRequestId();
      let before: unknown = null;
      try {
        if (spec.loadBefore) before = await spec.loadBefore(input, { operator, requestId });
        const data = await spec.run(input, { operator, requestId });
        await audit({
          ...base,
          action: spec.auditAction?.(data) ?? spec.action,
          targetId: spec.targetId?.(input) ?? spec.targetIdFromResult?.(data) ?? null,
          before,
          after: spec.auditAfter ? spec.auditAfter(data, input) : data,
          outcome: "success",
          errorCode: null,
          errorMessage: null,
          requestId,
        });
        return { ok: true, data };
      } catch (err) {
        if (isNextControlFlow(err)) throw err;
        const error = toActionError(err);
        if (!isApiErrorLike(err)) deps.logError(`action ${spec.action} failed`, err);
        await audit({
          ...base,
          targetId: spec.targetId?.(input) ?? null,
          before,
          after: input,
          outcome: "failure",
          // The API's code for a refusal; else the kind (server, network, timeout).
          errorCode: error.code ?? error.kind,
          errorMessage: error.message || null,
          requestId: error.requestId ?? requestId,
        });
        return { ok: false, error };
      }
    };
  };
}
