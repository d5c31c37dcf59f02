import "server-only";
import { redirect } from "next/navigation";
import { hasEnrolledFactor } from "@/lib/db/queries/operator-factors";
import { markEnrolSessionPending } from "@/lib/db/queries/operator-sessions";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { readSignInSession } from "../session";
import { type ActiveSession, recordProof, revokeSession, touchSession } from "../session-store";
import { endOtherSessions, type FactorOwner } from "./enrolment";
import {
  auditProof,
  clearFailedProofs,
  type FactorProof,
  type ProofOutcome,
  recordFailedProof,
  verifyFactorProof,
} from "./verify";

/**
 * The sign-in second step. A session that gave its password and owes its factor ("pending") or
 * its enrolment ("enrol") reaches only these pages; each action reads the session again and
 * acts only in the state it expects.
 */
export async function owingSession(state: "pending" | "enrol"): Promise<ActiveSession | null> {
  const session = await readSecondStepSession();
  return session?.secondFactor === state ? session : null;
}

/**
 * The session behind the cookie for the second step, whatever it owes. A request on that step
 * counts as the operator's activity (idle timeout): someone fetching their phone is not idle.
 */
async function readSecondStepSession(): Promise<ActiveSession | null> {
  const read = await readSignInSession();
  if (!read.session) return null;
  const session = read.session.secondFactor === "enrol" ? await proveInsteadOfEnrolling(read.session) : read.session;
  if (session.secondFactor === "pending" || session.secondFactor === "enrol") await touchSession(session);
  return session;
}

/**
 * A session that was to enrol the operator's first factor, for an operator who has one by now
 * (enrolled in another session, perhaps by someone else holding the password): it must prove
 * that factor instead ("pending"), never add another one on the password alone. Checked on
 * every read, so a session opened while the first enrolment was finishing is caught too.
 */
async function proveInsteadOfEnrolling(session: ActiveSession): Promise<ActiveSession> {
  if (!(await hasEnrolledFactor(session.customerId, session.email))) return session;
  await markEnrolSessionPending(session.id);
  return { ...session, secondFactor: "pending" };
}

/**
 * For the second-step pages: the session that owes `step` ("pending" on /login/verify, "enrol" on
 * /login/enrol) and where to go afterwards. Anyone else is sent where they belong: no session to
 * sign-in, the other step to its page, a settled session to the callback.
 */
export async function secondStepPage(
  step: "pending" | "enrol",
  rawCallbackUrl: string | undefined,
): Promise<{ session: ActiveSession; callbackUrl: string }> {
  const callbackUrl = safeCallbackUrl(rawCallbackUrl);
  const query = new URLSearchParams({ callbackUrl }).toString();
  const session = await readSecondStepSession();
  if (!session) redirect(`/login?${query}`);
  if (session.secondFactor === "pending" && step !== "pending") redirect(`/login/verify?${query}`);
  if (session.secondFactor === "enrol" && step !== "enrol") redirect(`/login/enrol?${query}`);
  if (session.secondFactor !== step) redirect(callbackUrl);
  return { session, callbackUrl };
}

export const ownerOf = (session: ActiveSession): FactorOwner => ({
  customerId: session.customerId,
  email: session.email,
  name: session.name,
  sessionId: session.id,
});

export type SignInProofResult =
  | { ok: true }
  | { ok: false; reason: Exclude<Extract<ProofOutcome, { ok: false }>["reason"], "locked">; remaining: number }
  /** The operator's codes are refused until then (ISO time); a passkey still works. */
  | { ok: false; reason: "locked"; lockedUntil: string }
  | { ok: false; reason: "ended" };

/**
 * Checks the proof for a session owing its factor: a good one settles the session (and counts
 * as a fresh step-up); a wrong one is counted, and the session ends after MAX_FACTOR_FAILURES.
 * Both are audited ("second_factor.verify"). A code of a locked operator (too many wrong codes
 * across sessions, lib/auth/throttle-second-step.ts) is refused unchecked and not counted
 * against the session.
 */
export async function proveAtSignIn(session: ActiveSession, proof: FactorProof): Promise<SignInProofResult> {
  const outcome = await verifyFactorProof(session, proof);
  await auditProof(session, "second_factor.verify", proof.kind, outcome);
  if (outcome.ok) {
    await recordProof(session.id, "factor");
    await clearFailedProofs(session);
    return { ok: true };
  }
  if (outcome.reason === "locked")
    return { ok: false, reason: "locked", lockedUntil: outcome.lockedUntil.toISOString() };
  const { remaining } = await recordFailedProof(session);
  if (remaining <= 0) {
    await revokeSession(session.id, "second_factor_failures");
    return { ok: false, reason: "ended" };
  }
  return { ok: false, reason: outcome.reason, remaining };
}

/**
 * The session enrolled its first factor at sign-in: it is settled, as if it had proved it, and
 * the operator's other sessions end, as adding a factor on the security page ends them: they
 * were opened with the password alone.
 */
export async function settleAfterEnrolment(session: ActiveSession): Promise<void> {
  await recordProof(session.id, "factor");
  await endOtherSessions(ownerOf(session));
}
