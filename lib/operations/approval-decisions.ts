import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { tellMaker } from "@/lib/approvals/tell-maker";
import { type ApproveOutcome, approveChange, cancelChange, type Refusal, rejectChange } from "@/lib/approvals/service";
import type { ChangeRequestView } from "@/lib/approvals/types";
import { asSeenBy } from "@/lib/approvals/visibility";
import { getEnv } from "@/lib/env";
import type { Operator } from "@/lib/pipeline/operation";
import type { ActionResult } from "@/lib/pipeline/result";
import { approvalDeps } from "./approval-deps";

/**
 * The approvals screen's decisions, shared by its server actions and the route handler
 * (POST /api/approvals/{id}/approve). The operator always comes from the session; every rule
 * is in lib/approvals/service.ts.
 */

const REFUSAL_TEXT: Record<Refusal, string> = {
  not_found: "No such request for your customer",
  not_pending: "This request is no longer waiting for approval",
  expired: "This request expired before it was approved",
  self_approval: "You made this request: another operator must decide it",
  not_permitted: "You don't hold the permission this change needs",
  wrong_password: "That password is not right",
  locked: "Too many wrong passwords: try again later",
  unavailable: "The password could not be checked now: try again",
  already_approved: "You have already approved this request",
  not_maker: "Only the operator who made the request can cancel it",
  step_up_required: "Confirm it is you to continue",
};

/**
 * How a decider proves who they are: the password typed again with OPERATOR_MFA=off (no second
 * factors), else a fresh step-up (lib/auth/step-up.ts) and no password. The screen asks for the
 * one the server will check.
 */
export type DecisionProof = "password" | "step-up";
export const decisionProof = (): DecisionProof => (getEnv().OPERATOR_MFA === "off" ? "password" : "step-up");

export type DecisionResult = ActionResult<{ outcome: ApproveOutcome["outcome"]; request: ChangeRequestView }>;

/**
 * A decision's answer as its decider may see it (./visibility.ts): a decider may hold the change's
 * permission without its read, and then learns which request they decided, not its content.
 */
async function answerFor(operator: Operator, outcome: ApproveOutcome): Promise<DecisionResult> {
  const result = asResult(outcome);
  if (!result.ok) return result;
  return { ok: true, data: { ...result.data, request: await asSeenBy(operator, result.data.request) } };
}

function asResult(outcome: ApproveOutcome): DecisionResult {
  if (outcome.outcome === "refused") {
    const kind =
      outcome.refusal === "not_found"
        ? "not_found"
        : outcome.refusal === "wrong_password"
          ? "validation"
          : outcome.refusal === "step_up_required"
            ? "step_up_required"
            : "forbidden";
    return {
      ok: false,
      error: {
        kind,
        code: `APPROVAL.${outcome.refusal.toUpperCase()}`,
        message: REFUSAL_TEXT[outcome.refusal],
        ...(outcome.refusal === "wrong_password" ? { fieldErrors: { password: REFUSAL_TEXT.wrong_password } } : {}),
      },
    };
  }
  return { ok: true, data: { outcome: outcome.outcome, request: outcome.request } };
}

function revalidateTarget(request: ChangeRequestView) {
  revalidatePath("/approvals");
  if (request.status !== "executed") return;
  const page = {
    recharge: "/recharges",
    role: "/roles",
    customer: "/customers",
    webhook: "/webhooks",
    account_review: "/accounts",
    account_edit: "/accounts",
    policy: "/approvals",
  }[request.operation];
  revalidatePath(page);
}

const approveSchemas = {
  password: z.strictObject({
    id: z.string().min(1).max(100),
    password: z.string().min(1, "Enter your password").max(200),
  }),
  // The proof is the session's step-up: a password is not asked for, and not taken.
  "step-up": z.strictObject({ id: z.string().min(1).max(100) }),
} satisfies Record<DecisionProof, z.ZodType<{ id: string; password?: string }>>;
const rejectSchema = z.strictObject({
  id: z.string().min(1).max(100),
  reason: z.string().trim().min(1, "Say why").max(500),
});
const cancelSchema = z.strictObject({ id: z.string().min(1).max(100) });

function invalid(error: z.ZodError): DecisionResult {
  const fieldErrors = Object.fromEntries(error.issues.map((i) => [i.path.join("."), i.message]));
  return { ok: false, error: { kind: "validation", message: Object.values(fieldErrors).join("; "), fieldErrors } };
}

export async function approveAs(operator: Operator, raw: unknown): Promise<DecisionResult> {
  const input = approveSchemas[decisionProof()].safeParse(raw);
  if (!input.success) return invalid(input.error);
  const outcome = await approveChange(operator, input.data, approvalDeps(await headers()));
  // Told from the whole request (the answer below may be cut to what the decider may read).
  if (outcome.outcome === "executed" || outcome.outcome === "stale")
    await tellMaker(operator, outcome.request, operator.name ?? operator.email);
  const result = await answerFor(operator, outcome);
  if (result.ok) revalidateTarget(result.data.request);
  return result;
}

export async function rejectAs(operator: Operator, raw: unknown): Promise<DecisionResult> {
  const input = rejectSchema.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const outcome = await rejectChange(operator, input.data, approvalDeps(await headers()));
  if (outcome.outcome === "recorded") await tellMaker(operator, outcome.request, operator.name ?? operator.email);
  const result = await answerFor(operator, outcome);
  if (result.ok) revalidatePath("/approvals");
  return result;
}

export async function cancelAs(operator: Operator, raw: unknown): Promise<DecisionResult> {
  const input = cancelSchema.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const result = await answerFor(operator, await cancelChange(operator, input.data, approvalDeps(await headers())));
  if (result.ok) revalidatePath("/approvals");
  return result;
}
