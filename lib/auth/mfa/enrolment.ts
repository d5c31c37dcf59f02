import "server-only";
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { writeAudit } from "@/lib/db/audit";
import { findFactor, hasEnrolledFactor, renameFactor } from "@/lib/db/queries/operator-factors";
import { listOtherLiveSessionIds } from "@/lib/db/queries/operator-sessions";
import { deleteRecoveryCodes } from "@/lib/db/queries/recovery-codes";
import { getEnv } from "@/lib/env";
import { revokeSession } from "../session-store";
import type { ChallengeScope } from "@/lib/db/queries/auth-challenges";
import { type FactorKind, normaliseFactorLabel, type RemoveFactorResult, removeFactor } from "./factors";
import { passkeyRegistrationOptions, requestRelyingParty, verifyPasskeyRegistration } from "./passkeys";
import { generateRecoveryCodes } from "./recovery";
import { beginTotpEnrolment, confirmTotpEnrolment, type TotpEnrolment } from "./totp";

/**
 * Enrolling, renaming and removing one's own factors and making recovery codes, shared by the
 * sign-in enrolment step (app/(auth)/login/enrol) and the security settings
 * (app/(admin)/account/security). Each change is audited here, without the secret or the codes.
 * The callers decide who may (a session owing enrolment, or a signed-in operator with a fresh
 * step-up).
 */
export interface FactorOwner {
  customerId: string;
  email: string;
  name: string;
  /** The session doing it: challenges are scoped to it, and it is the one left signed in. */
  sessionId: string;
}

const scopeOf = (owner: FactorOwner): ChallengeScope => ({ customerId: owner.customerId, sessionId: owner.sessionId });

const DEFAULT_LABELS: Record<FactorKind, string> = { passkey: "Passkey", totp: "Authenticator app" };

async function auditFactor(
  owner: FactorOwner,
  action: string,
  outcome: "success" | "failure",
  details: { targetId?: string; before?: unknown; after?: unknown; errorCode?: string },
) {
  await writeAudit({
    customerId: owner.customerId,
    operatorEmail: owner.email,
    action,
    targetType: "operator_factor",
    targetId: details.targetId,
    before: details.before,
    after: details.after,
    outcome,
    errorCode: details.errorCode,
  });
}

export type TotpEnrolmentStart = Omit<TotpEnrolment, "uri">;

/** A new TOTP secret for the owner, pending until a code confirms it. */
export async function startTotpEnrolment(owner: FactorOwner): Promise<TotpEnrolmentStart> {
  const { enrolmentId, qrSvg, secretBase32 } = await beginTotpEnrolment(scopeOf(owner), owner.email);
  return { enrolmentId, qrSvg, secretBase32 };
}

export type EnrolResult = { ok: true; factorId: string } | { ok: false; reason: string };

export async function finishTotpEnrolment(
  owner: FactorOwner,
  input: { enrolmentId: string; code: string; label?: string },
): Promise<EnrolResult> {
  const label = normaliseFactorLabel(input.label, DEFAULT_LABELS.totp);
  const result = await confirmTotpEnrolment(scopeOf(owner), owner.email, input.enrolmentId, input.code, label);
  await auditFactor(owner, "factor.enrol", result.ok ? "success" : "failure", {
    targetId: result.ok ? result.factorId : undefined,
    after: { kind: "totp", label },
    errorCode: result.ok ? undefined : result.reason,
  });
  return result;
}

export async function startPasskeyEnrolment(owner: FactorOwner): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return passkeyRegistrationOptions(scopeOf(owner), owner, await requestRelyingParty());
}

export async function finishPasskeyEnrolment(
  owner: FactorOwner,
  input: { response: RegistrationResponseJSON; label?: string },
): Promise<EnrolResult> {
  const label = normaliseFactorLabel(input.label, DEFAULT_LABELS.passkey);
  const result = await verifyPasskeyRegistration(
    scopeOf(owner),
    owner.email,
    input.response,
    label,
    await requestRelyingParty(),
  );
  await auditFactor(owner, "factor.enrol", result.ok ? "success" : "failure", {
    targetId: result.ok ? result.factorId : undefined,
    after: { kind: "passkey", label },
    errorCode: result.ok ? undefined : result.reason,
  });
  return result;
}

/** Ten new recovery codes (the old ones stop working); audited with the count only. */
export async function newRecoveryCodes(owner: FactorOwner): Promise<string[]> {
  const codes = await generateRecoveryCodes(owner.customerId, owner.email);
  await writeAudit({
    customerId: owner.customerId,
    operatorEmail: owner.email,
    action: "recovery_codes.generate",
    targetType: "recovery_codes",
    after: { count: codes.length },
    outcome: "success",
  });
  return codes;
}

export async function renameOwnFactor(owner: FactorOwner, id: string, label: string): Promise<boolean> {
  const before = await findFactor(owner.customerId, owner.email, id);
  const clean = normaliseFactorLabel(label, before?.label ?? "");
  const renamed = before ? await renameFactor(owner.customerId, owner.email, id, clean) : false;
  await auditFactor(owner, "factor.rename", renamed ? "success" : "failure", {
    targetId: id,
    before: before ? { label: before.label } : undefined,
    after: { label: clean },
    errorCode: renamed ? undefined : "not_found",
  });
  return renamed;
}

/**
 * Removes one of the owner's factors. Under OPERATOR_MFA=required the last one stays; where the
 * last one goes (optional), its recovery codes go with it, as they are no second factor alone.
 */
export async function removeOwnFactor(owner: FactorOwner, id: string): Promise<RemoveFactorResult> {
  const result = await removeFactor(owner.customerId, owner.email, id, getEnv().OPERATOR_MFA === "required");
  await auditFactor(owner, "factor.remove", result.ok ? "success" : "failure", {
    targetId: id,
    before: result.ok ? { kind: result.kind, label: result.label } : undefined,
    errorCode: result.ok ? undefined : result.reason,
  });
  if (result.ok && !(await hasEnrolledFactor(owner.customerId, owner.email)))
    await deleteRecoveryCodes(owner.customerId, owner.email);
  return result;
}

/**
 * After a factor change, the owner's other sessions end (on every instance at their next
 * request: the store row is revoked). Returns how many.
 */
export async function endOtherSessions(owner: FactorOwner, reason = "factor_changed"): Promise<number> {
  const ids = await listOtherLiveSessionIds(owner, owner.sessionId);
  for (const id of ids) await revokeSession(id, reason);
  return ids.length;
}
