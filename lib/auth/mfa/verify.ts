import "server-only";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { writeAudit } from "@/lib/db/audit";
import { metrics } from "@/lib/metrics/registry";
import type { ActiveSession } from "../session-store";
import { clearWrongCodes, countWrongCode, secondStepLockedUntil } from "../throttle-second-step";
import { type ChallengeScope, clearChallenges, countAttempt } from "@/lib/db/queries/auth-challenges";
import { type FactorSummary, factorSummaries } from "./factors";
import { passkeyAuthenticationOptionsFor, requestRelyingParty, verifyPasskeyAssertion } from "./passkeys";
import { redeemRecoveryCode } from "./recovery";
import { verifyTotpCode } from "./totp";

export type { FactorSummary } from "./factors";

/**
 * The one place a second-factor proof is checked, at sign-in (app/(auth)/login/verify) and for
 * step-up (lib/auth/step-up.ts callers). It checks and uses up the proof (a TOTP step, a
 * recovery code, a passkey challenge) for the session's operator only; it does not record the
 * proof on the session nor write the audit entry: the caller does both (recordProof and
 * auditProof below), as sign-in and step-up name them differently.
 */
export type FactorProof =
  | { kind: "totp"; code: string }
  | { kind: "recovery"; code: string }
  | { kind: "passkey"; response: AuthenticationResponseJSON };

export type ProofOutcome =
  | { ok: true; kind: "totp" | "recovery" | "passkey" }
  | { ok: false; reason: "invalid" | "replayed" | "no_factor" }
  /** Too many wrong codes for this operator (lib/auth/throttle-second-step.ts): not checked. */
  | { ok: false; reason: "locked"; lockedUntil: Date };

const scopeOf = (session: ActiveSession): ChallengeScope => ({
  customerId: session.customerId,
  sessionId: session.id,
});

/**
 * Checks a proof. A code (TOTP or recovery) of an operator whose codes are locked is refused
 * unchecked; a wrong code counts against the operator (not only the session), and the one that
 * reaches the limit answers "locked" (that lock is audited once, as "second_factor.locked").
 */
export async function verifyFactorProof(session: ActiveSession, proof: FactorProof): Promise<ProofOutcome> {
  if (proof.kind === "passkey") return checkProof(session, proof);
  const lockedUntil = await secondStepLockedUntil(session);
  if (lockedUntil) return { ok: false, reason: "locked", lockedUntil };
  const outcome = await checkProof(session, proof);
  if (outcome.ok) {
    await clearWrongCodes(session);
    return outcome;
  }
  // A replayed code was right once (a double submit), and no factor means nothing to guess.
  if (outcome.reason !== "invalid") return outcome;
  const lockedNow = await countWrongCode(session);
  return lockedNow ? { ok: false, reason: "locked", lockedUntil: lockedNow } : outcome;
}

async function checkProof(session: ActiveSession, proof: FactorProof): Promise<ProofOutcome> {
  switch (proof.kind) {
    case "totp": {
      const result = await verifyTotpCode(session.customerId, session.email, proof.code);
      return result.ok ? { ok: true, kind: "totp" } : result;
    }
    case "recovery": {
      const result = await redeemRecoveryCode(session.customerId, session.email, proof.code);
      return result.ok ? { ok: true, kind: "recovery" } : result;
    }
    case "passkey": {
      const result = await verifyPasskeyAssertion(
        scopeOf(session),
        session.email,
        proof.response,
        await requestRelyingParty(),
      );
      return result.ok ? { ok: true, kind: "passkey" } : result;
    }
  }
}

/** Options for startAuthentication() with the operator's passkeys, or null when they have none. */
export async function passkeyAuthenticationOptions(
  session: ActiveSession,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  return passkeyAuthenticationOptionsFor(scopeOf(session), session.email, await requestRelyingParty());
}

/** The operator's enrolled factors (kind, label, added, last used), never a secret. */
export async function listFactors(customerId: string, email: string): Promise<FactorSummary[]> {
  return factorSummaries(customerId, email);
}

/** Wrong proofs a session may give (sign-in and step-up together) before it is ended. */
export const MAX_FACTOR_FAILURES = 5;

/**
 * Counts one wrong proof on this session (in the store, so attempts on several instances add
 * up) and says how many remain; at 0 the caller ends the session
 * (revokeSession(id, "second_factor_failures")), so a password holder cannot try every code.
 */
export async function recordFailedProof(session: ActiveSession): Promise<{ remaining: number }> {
  const failures = await countAttempt(scopeOf(session), "factor-failures", session.absoluteExpiresAt);
  return { remaining: Math.max(0, MAX_FACTOR_FAILURES - failures) };
}

/** After a good proof the session's count of wrong ones starts again. */
export async function clearFailedProofs(session: ActiveSession): Promise<void> {
  await clearChallenges(scopeOf(session), "factor-failures");
}

/**
 * The audit entry of a proof: "second_factor.verify" at sign-in, "step_up.verify" for step-up.
 * Records the kind and the outcome, never the code or the assertion.
 */
export async function auditProof(
  session: ActiveSession,
  action: "second_factor.verify" | "step_up.verify",
  kind: FactorProof["kind"],
  outcome: ProofOutcome,
  requestId?: string,
): Promise<void> {
  if (action === "step_up.verify") metrics().stepUps.inc({ outcome: outcome.ok ? "success" : "failure" });
  else if (!outcome.ok) metrics().signIns.inc({ outcome: "second_factor_failed" });
  await writeAudit({
    customerId: session.customerId,
    operatorEmail: session.email,
    action,
    targetType: "session_factor",
    targetId: kind,
    after: { kind },
    outcome: outcome.ok ? "success" : "failure",
    errorCode: outcome.ok ? undefined : outcome.reason,
    requestId,
  });
}
