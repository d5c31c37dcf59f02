"use server";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { headers } from "next/headers";
import { z } from "zod";
import { assertionSchema } from "@/lib/auth/mfa/schemas";
import {
  auditProof,
  clearFailedProofs,
  type FactorProof,
  listFactors,
  type ProofOutcome,
  passkeyAuthenticationOptions,
  recordFailedProof,
  verifyFactorProof,
} from "@/lib/auth/mfa/verify";
import { readSession } from "@/lib/auth/session";
import { type ActiveSession, openedBy, recordProof, revokeSession } from "@/lib/auth/session-store";
import { verifyPassword } from "@/lib/auth/verify-password";
import { writeAudit } from "@/lib/db/audit";
import { recoveryCodeCounts } from "@/lib/db/queries/recovery-codes";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { sessionAction } from "@/lib/pipeline/actions";
import type { ActionResult } from "@/lib/pipeline/result";
import { unauthorized } from "@/lib/pipeline/run";
import { metrics } from "@/lib/metrics/registry";

/** The proofs the dialog can ask for, in the order it offers them. */
export type StepUpMethod = "passkey" | "totp" | "recovery" | "password";
const STEP_UP_METHODS: readonly StepUpMethod[] = ["passkey", "totp", "recovery", "password"];

export type StepUpOptions = {
  methods: StepUpMethod[];
  /** For startAuthentication() with the operator's passkeys (a fresh challenge); null without one. */
  passkeyOptions: PublicKeyCredentialRequestOptionsJSON | null;
};

/** Why a proof was refused: error.code "STEP_UP.<REFUSAL>" of proveStepUp's result. */
export type StepUpRefusal =
  | "invalid"
  | "replayed"
  | "not_offered"
  | "locked"
  | "codes_locked"
  | "unavailable"
  | "ended";

/**
 * The step-up dialog's two server actions (components/auth/step-up-dialog.tsx): which proofs this
 * operator can give, and the proof itself. A good proof is recorded on the session
 * (recordProof(…, "step-up")), after which the sensitive actions run for STEP_UP_WINDOW_MS.
 *
 * The proof is a second factor (passkey, TOTP code, recovery code), or the password for an
 * operator without any factor where OPERATOR_MFA=optional lets them work so (checked by the
 * API's login, as the approvals' password is; the tokens it answers are not kept). Wrong proofs
 * count per session with the sign-in's wrong factors (in the store, across instances); the
 * MAX_FACTOR_FAILURES-th ends the session. Each attempt is audited as "step_up.verify", never
 * with the code, password or assertion.
 */

/** The signed-in operator's session (second factor settled), or undefined. */
async function currentSession(): Promise<ActiveSession | undefined> {
  const { operator } = await readSession();
  return operator ? openedBy(operator) : undefined;
}

/** Whether the password counts as a proof for this operator: no factor, and the policy lets them work so. */
const passwordAllowed = (factorCount: number): boolean => getEnv().OPERATOR_MFA === "optional" && factorCount === 0;

async function optionsForSession(): Promise<ActionResult<StepUpOptions>> {
  const session = await currentSession();
  if (!session) return { ok: false, error: { kind: "unauthorized", message: "" } };
  const factors = await listFactors(session.customerId, session.email);
  const methods = new Set<StepUpMethod>();
  for (const factor of factors) methods.add(factor.kind);
  if (factors.length > 0 && (await recoveryCodeCounts(session.customerId, session.email)).remaining > 0)
    methods.add("recovery");
  if (passwordAllowed(factors.length)) methods.add("password");
  const passkeyOptions: PublicKeyCredentialRequestOptionsJSON | null = methods.has("passkey")
    ? await passkeyAuthenticationOptions(session)
    : null;
  return {
    ok: true,
    data: { methods: STEP_UP_METHODS.filter((m) => methods.has(m)), passkeyOptions },
  };
}

const code = z.string().trim().min(1).max(64);
const proofSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("totp"), code }),
  z.strictObject({ kind: z.literal("recovery"), code }),
  z.strictObject({ kind: z.literal("password"), password: z.string().min(1).max(200) }),
  z.strictObject({
    kind: z.literal("passkey"),
    // Shape only: @simplewebauthn/server checks the assertion itself.
    response: assertionSchema,
  }),
]);

export type StepUpProof = FactorProof | { kind: "password"; password: string };

/** proveStepUp's answer: the dialog words a refusal from its code, with the attempts left. */
export type StepUpResult =
  | { ok: true; method: StepUpMethod }
  | { ok: false; refusal: StepUpRefusal | "signed_out"; remaining?: number; lockedUntil?: string };

const refused = (refusal: StepUpRefusal, remaining?: number): StepUpResult => ({
  ok: false,
  refusal,
  ...(remaining === undefined ? {} : { remaining }),
});

async function auditPassword(session: ActiveSession, outcome: "success" | "failure", errorCode?: string) {
  metrics().stepUps.inc({ outcome });
  await writeAudit({
    customerId: session.customerId,
    operatorEmail: session.email,
    action: "step_up.verify",
    targetType: "session_factor",
    targetId: "password",
    after: { kind: "password" },
    outcome,
    errorCode,
  });
}

/** A wrong proof: counted, and the session ended at the limit. */
async function failed(session: ActiveSession, reason: "invalid" | "replayed"): Promise<StepUpResult> {
  const { remaining } = await recordFailedProof(session);
  if (remaining <= 0) {
    await revokeSession(session.id, "step_up_failures");
    return refused("ended");
  }
  return refused(reason, remaining);
}

async function prove(raw: unknown): Promise<StepUpResult> {
  const session = await currentSession();
  if (!session) return { ok: false, refusal: "signed_out" };
  const parsed = proofSchema.safeParse(raw);
  if (!parsed.success) return refused("invalid");
  const proof = parsed.data;

  if (proof.kind === "password") {
    const factors = await listFactors(session.customerId, session.email);
    if (!passwordAllowed(factors.length)) {
      await auditPassword(session, "failure", "not_offered");
      return refused("not_offered");
    }
    const checked = await verifyPassword(
      { customerId: session.customerId, email: session.email },
      proof.password,
      await headers(),
    );
    if (checked !== true) {
      await auditPassword(session, "failure", checked);
      if (checked === "wrong_password") return failed(session, "invalid");
      return refused(checked);
    }
    await auditPassword(session, "success");
  } else {
    let outcome: ProofOutcome;
    try {
      outcome = await verifyFactorProof(session, proof as FactorProof);
    } catch (error) {
      getLogger().error({ err: error }, "step-up proof could not be checked");
      return refused("unavailable");
    }
    await auditProof(session, "step_up.verify", proof.kind, outcome);
    if (!outcome.ok) {
      if (outcome.reason === "no_factor") return refused("not_offered");
      // Too many wrong codes for this operator (lib/auth/throttle-second-step.ts): not checked.
      if (outcome.reason === "locked")
        return { ok: false, refusal: "codes_locked", lockedUntil: outcome.lockedUntil.toISOString() };
      return failed(session, outcome.reason);
    }
  }
  await clearFailedProofs(session);
  await recordProof(session.id, "step-up");
  return { ok: true, method: proof.kind };
}

/** The pipeline's session variant: the proof is the session's own business, audited by prove(). */
export const stepUpOptions = sessionAction("step_up.options", unauthorized, () => optionsForSession());
export const proveStepUp = sessionAction(
  "step_up.verify",
  { ok: false, refusal: "signed_out" } as StepUpResult,
  (_operator, raw: unknown) => prove(raw),
);
