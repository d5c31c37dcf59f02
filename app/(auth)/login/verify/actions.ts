"use server";

import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { assertionSchema } from "@/lib/auth/mfa/schemas";
import { owingSession, proveAtSignIn, type SignInProofResult } from "@/lib/auth/mfa/sign-in";
import { passkeyAuthenticationOptions } from "@/lib/auth/mfa/verify";

/**
 * The sign-in second step's actions. Each reads the session behind the cookie again and acts only
 * while it owes its factor ("pending"); the page only shows what the server decides.
 */
export type VerifyResult = SignInProofResult | { ok: false; reason: "unauthorized" | "malformed" };

const codeSchema = z.object({
  kind: z.enum(["totp", "recovery"]),
  code: z.string().trim().min(1).max(32),
});

export async function verifyCode(raw: unknown): Promise<VerifyResult> {
  const session = await owingSession("pending");
  if (!session) return { ok: false, reason: "unauthorized" };
  const parsed = codeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  return proveAtSignIn(session, parsed.data);
}

export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const session = await owingSession("pending");
  if (!session) return null;
  return passkeyAuthenticationOptions(session);
}

export async function verifyPasskey(raw: unknown): Promise<VerifyResult> {
  const session = await owingSession("pending");
  if (!session) return { ok: false, reason: "unauthorized" };
  const parsed = assertionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const response = parsed.data as AuthenticationResponseJSON;
  return proveAtSignIn(session, { kind: "passkey", response });
}
