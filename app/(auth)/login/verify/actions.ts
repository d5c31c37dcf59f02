"use server";

import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { assertionSchema } from "@/lib/auth/mfa/schemas";
import { owingSession, proveAtSignIn, type SignInProofResult } from "@/lib/auth/mfa/sign-in";
import { passkeyAuthenticationOptions } from "@/lib/auth/mfa/verify";
import { secondStepAction } from "@/lib/pipeline/actions";

/**
 * The sign-in second step's actions: the pipeline's second-step variant. Each reads the session behind the cookie again and acts only
 * while it owes its factor ("pending"); the page only shows what the server decides.
 */
export type VerifyResult = SignInProofResult | { ok: false; reason: "unauthorized" | "malformed" };

const codeSchema = z.object({
  kind: z.enum(["totp", "recovery"]),
  code: z.string().trim().min(1).max(32),
});

export const verifyCode = secondStepAction("sign_in.verifyCode", async (raw: unknown): Promise<VerifyResult> => {
  const session = await owingSession("pending");
  if (!session) return { ok: false, reason: "unauthorized" };
  const parsed = codeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  return proveAtSignIn(session, parsed.data);
});

export const passkeySignInOptions = secondStepAction(
  "sign_in.passkeyOptions",
  async (): Promise<PublicKeyCredentialRequestOptionsJSON | null> => {
    const session = await owingSession("pending");
    if (!session) return null;
    return passkeyAuthenticationOptions(session);
  },
);

export const verifyPasskey = secondStepAction("sign_in.verifyPasskey", async (raw: unknown): Promise<VerifyResult> => {
  const session = await owingSession("pending");
  if (!session) return { ok: false, reason: "unauthorized" };
  const parsed = assertionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const response = parsed.data as AuthenticationResponseJSON;
  return proveAtSignIn(session, { kind: "passkey", response });
});
