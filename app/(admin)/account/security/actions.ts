"use server";

import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { TotpEnrolmentView } from "@/components/auth/mfa/types";
import type { ActionResult } from "@/lib/actions/result";
import {
  type EnrolResult,
  endOtherSessions,
  type FactorOwner,
  finishPasskeyEnrolment,
  finishTotpEnrolment,
  newRecoveryCodes,
  removeOwnFactor,
  renameOwnFactor,
  startPasskeyEnrolment,
  startTotpEnrolment,
} from "@/lib/auth/mfa/enrolment";
import { hasEnrolledFactor } from "@/lib/auth/mfa/factors";
import { recoveryCodeCounts } from "@/lib/auth/mfa/recovery";
import { registrationSchema, totpConfirmSchema } from "@/lib/auth/mfa/schemas";
import { getOperator } from "@/lib/auth/session";
import { requireStepUp, StepUpRequiredError } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";

/**
 * The signed-in operator's own factors. Every change (add, rename, remove, new recovery codes)
 * needs a fresh step-up (requireStepUp); without one the action answers kind "step_up_required"
 * (audited, nothing changed) and the browser asks for the proof and calls it again. Adding or
 * removing a factor ends the operator's other sessions ("factor_changed").
 */
export type FactorChange = { endedSessions: number; recoveryCodes?: string[] };

const PAGE = "/account/security";
const STEP_UP_REQUIRED_CODE = "DASHBOARD.STEP_UP_REQUIRED";

type Failure = {
  ok: false;
  error: { kind: "unauthorized" | "step_up_required" | "validation"; code?: string; message: string };
};
const unauthorized: Failure = { ok: false, error: { kind: "unauthorized", message: "" } };
const refused = (code: string): Failure => ({ ok: false, error: { kind: "validation", code, message: "" } });

/** The operator (their activity noted) with a fresh step-up, or the refusal to return. */
async function withStepUp<T>(
  auditAction: string,
  run: (owner: FactorOwner) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const operator = await getOperator();
  if (!operator) return unauthorized;
  try {
    requireStepUp(operator);
  } catch (err) {
    if (!(err instanceof StepUpRequiredError)) throw err;
    await writeAudit({
      customerId: operator.customerId,
      operatorEmail: operator.email,
      action: auditAction,
      targetType: "operator_factor",
      outcome: "failure",
      errorCode: STEP_UP_REQUIRED_CODE,
      errorMessage: err.message,
    });
    return { ok: false, error: { kind: "step_up_required", message: err.message } };
  }
  return run({
    customerId: operator.customerId,
    email: operator.email,
    name: operator.name,
    sessionId: operator.sessionId,
  });
}

/** After a factor was added: the other sessions end; the first factor comes with recovery codes. */
async function afterEnrol(owner: FactorOwner, result: EnrolResult): Promise<ActionResult<FactorChange>> {
  if (!result.ok) return refused(result.reason);
  const endedSessions = await endOtherSessions(owner);
  const { total } = await recoveryCodeCounts(owner.customerId, owner.email);
  const recoveryCodes = total === 0 ? await newRecoveryCodes(owner) : undefined;
  revalidatePath(PAGE);
  return { ok: true, data: { endedSessions, recoveryCodes } };
}

export async function startTotp(_input: Record<string, never>): Promise<ActionResult<TotpEnrolmentView>> {
  return withStepUp("factor.enrol", async (owner) => ({ ok: true, data: await startTotpEnrolment(owner) }));
}

export async function confirmTotp(raw: unknown): Promise<ActionResult<FactorChange>> {
  return withStepUp("factor.enrol", async (owner) => {
    const parsed = totpConfirmSchema.safeParse(raw);
    if (!parsed.success) return refused("invalid");
    return afterEnrol(owner, await finishTotpEnrolment(owner, parsed.data));
  });
}

export async function passkeyOptions(
  _input: Record<string, never>,
): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>> {
  return withStepUp("factor.enrol", async (owner) => ({ ok: true, data: await startPasskeyEnrolment(owner) }));
}

export async function registerPasskey(raw: unknown): Promise<ActionResult<FactorChange>> {
  return withStepUp("factor.enrol", async (owner) => {
    const parsed = z.object({ response: registrationSchema, label: z.string().max(200).optional() }).safeParse(raw);
    if (!parsed.success) return refused("invalid");
    const response = parsed.data.response as RegistrationResponseJSON;
    return afterEnrol(owner, await finishPasskeyEnrolment(owner, { response, label: parsed.data.label }));
  });
}

const idSchema = z.string().min(1).max(64);

export async function renameFactor(raw: unknown): Promise<ActionResult<{ renamed: true }>> {
  return withStepUp("factor.rename", async (owner) => {
    const parsed = z.object({ id: idSchema, label: z.string().trim().min(1).max(200) }).safeParse(raw);
    if (!parsed.success) return refused("invalid");
    if (!(await renameOwnFactor(owner, parsed.data.id, parsed.data.label))) return refused("not_found");
    revalidatePath(PAGE);
    return { ok: true, data: { renamed: true } };
  });
}

export async function removeFactor(raw: unknown): Promise<ActionResult<FactorChange>> {
  return withStepUp("factor.remove", async (owner) => {
    const parsed = z.object({ id: idSchema }).safeParse(raw);
    if (!parsed.success) return refused("invalid");
    const result = await removeOwnFactor(owner, parsed.data.id);
    if (!result.ok) return refused(result.reason);
    const endedSessions = await endOtherSessions(owner);
    revalidatePath(PAGE);
    return { ok: true, data: { endedSessions } };
  });
}

export async function regenerateRecoveryCodes(
  _input: Record<string, never>,
): Promise<ActionResult<{ codes: string[] }>> {
  return withStepUp("recovery_codes.generate", async (owner) => {
    // Recovery codes stand in for a factor; without one enrolled there is nothing to recover.
    if (!(await hasEnrolledFactor(owner.customerId, owner.email))) return refused("no_factor");
    const codes = await newRecoveryCodes(owner);
    revalidatePath(PAGE);
    return { ok: true, data: { codes } };
  });
}
