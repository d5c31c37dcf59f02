import type { z } from "zod";
import { checkMakerReason, MAKER_REASON_FIELD, takeMakerReason } from "@/lib/approvals/maker-reason";
import { isApiErrorLike, toActionError } from "./error-mapper";
import { type OperationContext, type OperationSpec, type Operator, schemaOf } from "./operation";
import { type ActionError, type HoldableResult, heldResult } from "./result";
import {
  type AuditEntryInput,
  auditView,
  INVALID_INPUT_CODE,
  invalidInputView,
  isNextControlFlow,
  maskOutput,
  NOT_PERMITTED_CODE,
  type PipelineDeps,
  STEP_UP_REQUIRED_CODE,
  STEP_UP_REQUIRED_MESSAGE,
} from "./stages";

/**
 * The one pipeline every operation passes, in a fixed order:
 *
 *   session → customer scope → input → permission → step-up → hold for approval → run → mask → audit
 *
 * An anonymous caller learns nothing (not even which fields are wrong); the input is parsed with
 * the operation's own schema before anything is asked of the API; the permission is read fresh;
 * a sensitive operation needs a fresh proof (refused here, once, audited); a change a policy holds
 * is stored as a change request and answered `held` (with the maker's reason, `makerReason`
 * beside the input, required there and only there); what `run` returns is masked before it
 * leaves, and the audit entry is written whatever the outcome.
 */

export const unauthorized = { ok: false, error: { kind: "unauthorized", message: "" } } as const;

/** The refusal when the API cannot say what the operator may do and no allow-list names them. */
export const PERMISSIONS_UNKNOWN_MESSAGE =
  "This API does not say what you may do, so this dashboard makes no changes for you: an administrator must name you in CHANGE_ALLOWED_OPERATORS";

export function createPipeline(deps: PipelineDeps) {
  async function audit(entry: AuditEntryInput) {
    try {
      await deps.writeAudit({ ...entry, before: auditView(entry.before), after: auditView(entry.after) });
    } catch (err) {
      // The change may already have happened; failing the operation now would invite a retry.
      deps.logError(`audit write failed for ${entry.action}`, err);
    }
  }

  /** Session and customer scope: the operator, or null (refused, nothing written). */
  async function scopedOperator(): Promise<Operator | null> {
    const operator = await deps.getOperator();
    // Every store read and audit entry belongs to a customer: a session without one acts on nothing.
    if (!operator?.customerId) return null;
    return operator;
  }

  async function run<S extends z.ZodType, T>(
    spec: OperationSpec<S, T>,
    raw: unknown,
    operatorOverride?: Operator,
  ): Promise<HoldableResult<T>> {
    const operator = operatorOverride ?? (await scopedOperator());
    if (!operator) return unauthorized;
    const entry = {
      customerId: operator.customerId,
      operatorEmail: operator.email,
      action: spec.name,
      targetType: spec.targetType,
    };
    const refuse = async (error: ActionError, errorCode: string, targetId: string | null) => {
      await audit({
        ...entry,
        targetId,
        before: null,
        after: null,
        outcome: "failure",
        errorCode,
        errorMessage: error.message || null,
        requestId: null,
      });
      return { ok: false as const, error: maskOutput(error) };
    };

    // A holdable operation's form sends why beside the input; the operation's schema never sees it.
    const { raw: body, makerReason } = spec.hold ? takeMakerReason(raw) : { raw, makerReason: undefined };
    const parsed = schemaOf(spec).safeParse(body);
    if (!parsed.success) {
      const error = toActionError(parsed.error);
      const rawId = body && typeof body === "object" ? (body as { id?: unknown }).id : undefined;
      await audit({
        ...entry,
        targetId: typeof rawId === "string" ? rawId.slice(0, 200) : null,
        before: null,
        after: invalidInputView(parsed.error),
        outcome: "failure",
        errorCode: INVALID_INPUT_CODE,
        errorMessage: null,
        requestId: null,
      });
      return { ok: false, error };
    }
    const input: z.output<S> = parsed.data;
    const targetId = spec.targetId?.(input) ?? null;
    // Every entry from here on, refusals included, names the target the input names.
    entry.targetType = spec.audit?.targetType?.(input) ?? spec.targetType;

    if (spec.permission) {
      const grants = await deps.grants(operator);
      const refused = grants.known ? !grants.names.has(spec.permission) : Boolean(spec.local);
      if (refused)
        return refuse(
          {
            kind: "forbidden",
            message: grants.source === "none" ? PERMISSIONS_UNKNOWN_MESSAGE : "You don't have permission for this",
          },
          NOT_PERMITTED_CODE,
          targetId,
        );
    }

    if (spec.stepUp && !(await deps.hasFreshProof(operator)))
      // Nothing reaches the API; the browser asks for the proof and sends the same input again.
      return refuse({ kind: "step_up_required", message: STEP_UP_REQUIRED_MESSAGE }, STEP_UP_REQUIRED_CODE, targetId);

    const requestId = deps.newRequestId();
    const ctx: OperationContext = { operator, requestId };
    let before: unknown = null;
    try {
      if (spec.readBase) before = await spec.readBase(input, ctx);
      if (spec.hold) {
        const hold = spec.hold;
        const policyOperation = typeof hold.operation === "function" ? hold.operation(input) : hold.operation;
        const policy = await deps.policyFor(operator, policyOperation);
        if ((hold.always || policy.enabled) && hold.needsApproval(input, policy, before)) {
          // Approvers decide on why as well as what: no reason, nothing stored (a rejection's own
          // reason, which the input carries, stands for it).
          const given = checkMakerReason(makerReason);
          const carried = given.ok ? given : checkMakerReason(hold.reason?.(input));
          if (!carried.ok) {
            const message = given.ok ? carried.message : given.message;
            return refuse(
              { kind: "validation", message, fieldErrors: { [MAKER_REASON_FIELD]: message } },
              INVALID_INPUT_CODE,
              targetId,
            );
          }
          const field = spec.hold.secretField;
          const secretValue = field ? (input as Record<string, unknown>)[field] : undefined;
          const secret = typeof secretValue === "string" && secretValue.trim() ? secretValue : undefined;
          const stored =
            field && input && typeof input === "object"
              ? Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([k]) => k !== field))
              : input;
          const ticket = await deps.submit(operator, {
            operationName: spec.name,
            policyOperation: hold.requestOperation ?? policyOperation,
            policy,
            input: stored,
            exactInput: secret ? { ...(stored as Record<string, unknown>), [field as string]: secret } : stored,
            secret,
            targetType: spec.targetType,
            targetId,
            diff: maskOutput(await spec.hold.diff(input, before, ctx)),
            base: before,
            reason: carried.reason,
          });
          return heldResult(ticket);
        }
      }
      const result = await spec.run(input, ctx);
      const data = spec.unmaskedResult ? result : maskOutput(result);
      await audit({
        ...entry,
        action: spec.audit?.action?.(data, input) ?? spec.name,
        targetId: targetId ?? spec.audit?.targetIdFromResult?.(data) ?? null,
        before,
        after: spec.audit?.after ? spec.audit.after(maskOutput(result), input) : maskOutput(result),
        outcome: "success",
        errorCode: null,
        errorMessage: null,
        requestId,
      });
      return { ok: true, data };
    } catch (err) {
      if (isNextControlFlow(err)) throw err;
      const error = maskOutput(toActionError(err));
      if (!isApiErrorLike(err)) deps.logError(`operation ${spec.name} failed`, err);
      await audit({
        ...entry,
        targetId,
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
  }

  return { run, scopedOperator, audit };
}

export type Pipeline = ReturnType<typeof createPipeline>;
