"use server";

import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import type { TotpEnrolmentView } from "@/components/auth/mfa/types";
import {
  type EnrolResult,
  finishPasskeyEnrolment,
  finishTotpEnrolment,
  newRecoveryCodes,
  startPasskeyEnrolment,
  startTotpEnrolment,
} from "@/lib/auth/mfa/enrolment";
import { registrationSchema, totpConfirmSchema } from "@/lib/auth/mfa/schemas";
import { owingSession, ownerOf, settleAfterEnrolment } from "@/lib/auth/mfa/sign-in";
import type { ActiveSession } from "@/lib/auth/session-store";
import { secondStepAction } from "@/lib/pipeline/actions";
import type { ActionResult } from "@/lib/pipeline/result";

/**
 * Sign-in enrolment (OPERATOR_MFA=required, nothing enrolled yet): only a session that owes its
 * enrolment ("enrol") may add a factor here. The first factor settles the session and gives the
 * ten recovery codes, shown once.
 */
export type EnrolDone = { recoveryCodes: string[] };

const unauthorized = { ok: false, error: { kind: "unauthorized", message: "" } } as const;
const refused = (code: string) => ({ ok: false, error: { kind: "validation", code, message: "" } }) as const;

async function enrolling(): Promise<ActiveSession | null> {
  return owingSession("enrol");
}

async function finish(session: ActiveSession, result: EnrolResult): Promise<ActionResult<EnrolDone>> {
  if (!result.ok) return refused(result.reason);
  await settleAfterEnrolment(session);
  const recoveryCodes = await newRecoveryCodes(ownerOf(session));
  return { ok: true, data: { recoveryCodes } };
}

export const startTotp = secondStepAction(
  "sign_in.enrol.startTotp",
  async (_input: Record<string, never>): Promise<ActionResult<TotpEnrolmentView>> => {
    const session = await enrolling();
    if (!session) return unauthorized;
    return { ok: true, data: await startTotpEnrolment(ownerOf(session)) };
  },
);

export const confirmTotp = secondStepAction(
  "sign_in.enrol.confirmTotp",
  async (raw: unknown): Promise<ActionResult<EnrolDone>> => {
    const session = await enrolling();
    if (!session) return unauthorized;
    const parsed = totpConfirmSchema.safeParse(raw);
    if (!parsed.success) return refused("invalid");
    return finish(session, await finishTotpEnrolment(ownerOf(session), parsed.data));
  },
);

export const passkeyOptions = secondStepAction(
  "sign_in.enrol.passkeyOptions",
  async (_input: Record<string, never>): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>> => {
    const session = await enrolling();
    if (!session) return unauthorized;
    return { ok: true, data: await startPasskeyEnrolment(ownerOf(session)) };
  },
);

export const registerPasskey = secondStepAction(
  "sign_in.enrol.registerPasskey",
  async (raw: unknown): Promise<ActionResult<EnrolDone>> => {
    const session = await enrolling();
    if (!session) return unauthorized;
    const parsed = z.object({ response: registrationSchema, label: z.string().max(200).optional() }).safeParse(raw);
    if (!parsed.success) return refused("invalid");
    const response = parsed.data.response as RegistrationResponseJSON;
    return finish(session, await finishPasskeyEnrolment(ownerOf(session), { response, label: parsed.data.label }));
  },
);
