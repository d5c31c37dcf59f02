import "server-only";
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import {
  hasRecoveryCodes,
  isRecoveryCodeSpent,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from "@/lib/db/queries/recovery-codes";
import { getEnv } from "@/lib/env";

/**
 * Recovery codes: ten one-time codes per operator, for when the passkey or the phone is lost.
 * Shown once when made; the store keeps only an HMAC-SHA256 of each (keyed from NEXTAUTH_SECRET,
 * bound to the operator), so a copy of the store does not give them away. A code is used once:
 * the conditional UPDATE (used_at IS NULL, lib/db/queries/recovery-codes.ts) lets only one
 * request have it.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const CODE_CHARS = 10;

const keyCache = new Map<string, Buffer>();
function hmacKey(): Buffer {
  const secret = getEnv().NEXTAUTH_SECRET;
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "ramp-backoffice/recovery-codes", "hmac-sha256 v1", 32));
    keyCache.set(secret, key);
  }
  return key;
}

/** Lower case, without spaces or dashes: "ABCDE-FGHIJ" and "abcdefghij" are the same code. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether the text looks like a recovery code (so the sign-in form can tell it from a TOTP code). */
export const looksLikeRecoveryCode = (code: string) =>
  new RegExp(`^[${ALPHABET}]{${CODE_CHARS}}$`).test(normaliseRecoveryCode(code));

export function hashRecoveryCode(customerId: string, operatorEmail: string, code: string): string {
  return createHmac("sha256", hmacKey())
    .update(`${customerId}\n${operatorEmail}\n${normaliseRecoveryCode(code)}`)
    .digest("hex");
}

/** One new code, 50 random bits in base32, shown as xxxxx-xxxxx. */
function newCode(): string {
  const bytes = randomBytes(CODE_CHARS);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Makes ten new codes for the operator, replacing all earlier ones; returns them (the only time). */
export async function generateRecoveryCodes(customerId: string, operatorEmail: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await replaceRecoveryCodes(
    customerId,
    operatorEmail,
    [...codes].map((code) => hashRecoveryCode(customerId, operatorEmail, code)),
  );
  return [...codes];
}

export type RecoveryCheck = { ok: true } | { ok: false; reason: "invalid" | "replayed" | "no_factor" };

/** Uses one of the operator's codes: accepted once, then refused ("replayed"). */
export async function redeemRecoveryCode(
  customerId: string,
  operatorEmail: string,
  code: string,
  now = Date.now(),
): Promise<RecoveryCheck> {
  if (!looksLikeRecoveryCode(code)) return { ok: false, reason: "invalid" };
  const codeHash = hashRecoveryCode(customerId, operatorEmail, code);
  if (await spendRecoveryCode(customerId, operatorEmail, codeHash, new Date(now))) return { ok: true };
  if (await isRecoveryCodeSpent(customerId, operatorEmail, codeHash)) return { ok: false, reason: "replayed" };
  return { ok: false, reason: (await hasRecoveryCodes(customerId, operatorEmail)) ? "invalid" : "no_factor" };
}
