import "server-only";
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
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
  type TotpEnrolmentStart,
} from "@/lib/auth/mfa/enrolment";
import { registrationSchema, totpConfirmSchema } from "@/lib/auth/mfa/schemas";
import { hasEnrolledFactor } from "@/lib/db/queries/operator-factors";
import { recoveryCodeCounts } from "@/lib/db/queries/recovery-codes";
import { defineOperation, type Operator } from "@/lib/pipeline/operation";
import { DashboardRefusal } from "./shared";

/**
 * The signed-in operator's own factors (account/security). Every change (add, rename, remove,
 * new recovery codes) needs a fresh step-up; adding or removing a factor ends the operator's other
 * sessions ("factor_changed"). No API permission: the operator's own factors are theirs. The
 * audit keeps no enrolment secret, code or credential (after: null).
 */
export type FactorChange = { endedSessions: number; recoveryCodes?: string[] };

const PAGE = "/account/security";
const noAfter = { after: () => null };

const ownerOf = (operator: Operator): FactorOwner => ({
  customerId: operator.customerId,
  email: operator.email,
  name: operator.name ?? operator.email,
  sessionId: operator.sessionId,
});

/** After a factor was added: the other sessions end; the first factor comes with recovery codes. */
async function afterEnrol(owner: FactorOwner, result: EnrolResult): Promise<FactorChange> {
  if (!result.ok) throw new DashboardRefusal(result.reason);
  const endedSessions = await endOtherSessions(owner);
  const { total } = await recoveryCodeCounts(owner.customerId, owner.email);
  const recoveryCodes = total === 0 ? await newRecoveryCodes(owner) : undefined;
  revalidatePath(PAGE);
  return { endedSessions, recoveryCodes };
}

const base = { targetType: "operator_factor", permission: null, stepUp: true, audit: noAfter } as const;

export const startTotpOperation = defineOperation({
  ...base,
  name: "factor.enrol",
  input: z.object({}),
  run: async (_input, { operator }): Promise<TotpEnrolmentStart> => startTotpEnrolment(ownerOf(operator)),
});

export const confirmTotpOperation = defineOperation({
  ...base,
  name: "factor.enrol",
  input: totpConfirmSchema,
  run: async (input, { operator }) => {
    const owner = ownerOf(operator);
    return afterEnrol(owner, await finishTotpEnrolment(owner, input));
  },
});

export const passkeyOptionsOperation = defineOperation({
  ...base,
  name: "factor.enrol",
  input: z.object({}),
  run: async (_input, { operator }): Promise<PublicKeyCredentialCreationOptionsJSON> =>
    startPasskeyEnrolment(ownerOf(operator)),
});

export const registerPasskeyOperation = defineOperation({
  ...base,
  name: "factor.enrol",
  input: z.object({ response: registrationSchema, label: z.string().max(200).optional() }),
  run: async (input, { operator }) => {
    const owner = ownerOf(operator);
    const response = input.response as RegistrationResponseJSON;
    return afterEnrol(owner, await finishPasskeyEnrolment(owner, { response, label: input.label }));
  },
});

const idSchema = z.string().min(1).max(64);

export const renameFactorOperation = defineOperation({
  ...base,
  name: "factor.rename",
  input: z.object({ id: idSchema, label: z.string().trim().min(1).max(200) }),
  targetId: (input) => input.id,
  run: async (input, { operator }) => {
    if (!(await renameOwnFactor(ownerOf(operator), input.id, input.label))) throw new DashboardRefusal("not_found");
    revalidatePath(PAGE);
    return { renamed: true as const };
  },
});

export const removeFactorOperation = defineOperation({
  ...base,
  name: "factor.remove",
  input: z.object({ id: idSchema }),
  targetId: (input) => input.id,
  run: async (input, { operator }): Promise<FactorChange> => {
    const owner = ownerOf(operator);
    const result = await removeOwnFactor(owner, input.id);
    if (!result.ok) throw new DashboardRefusal(result.reason);
    const endedSessions = await endOtherSessions(owner);
    revalidatePath(PAGE);
    return { endedSessions };
  },
});

export const regenerateRecoveryCodesOperation = defineOperation({
  ...base,
  name: "recovery_codes.generate",
  input: z.object({}),
  run: async (_input, { operator }) => {
    const owner = ownerOf(operator);
    // Recovery codes stand in for a factor; without one enrolled there is nothing to recover.
    if (!(await hasEnrolledFactor(owner.customerId, owner.email))) throw new DashboardRefusal("no_factor");
    const codes = await newRecoveryCodes(owner);
    revalidatePath(PAGE);
    return { codes };
  },
});
