import "server-only";
import { createHmac, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorRecoveryCodes } from "@/lib/db/operator-auth-schema";
import { getEnv } from "@/lib/env";

/**
 * Recovery codes: ten one-time codes per operator, for when the passkey or the phone is lost.
 * Shown once when made; the store keeps only an HMAC-SHA256 of each (keyed from NEXTAUTH_SECRET,
 * bound to the operator), so a copy of the store does not give them away. A code is used once:
 * the conditional UPDATE (used_at IS NULL) lets only one request have it.
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
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .delete(operatorRecoveryCodes)
      .where(
        and(eq(operatorRecoveryCodes.customerId, customerId), eq(operatorRecoveryCodes.operatorEmail, operatorEmail)),
      );
    await tx.insert(operatorRecoveryCodes).values(
      [...codes].map((code) => ({
        id: randomUUID(),
        customerId,
        operatorEmail,
        codeHash: hashRecoveryCode(customerId, operatorEmail, code),
      })),
    );
  });
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
  const db = await getDb();
  const ofOperator = and(
    eq(operatorRecoveryCodes.customerId, customerId),
    eq(operatorRecoveryCodes.operatorEmail, operatorEmail),
  );
  if (!looksLikeRecoveryCode(code)) return { ok: false, reason: "invalid" };
  const codeHash = hashRecoveryCode(customerId, operatorEmail, code);
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(ofOperator, eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  if (used.length > 0) return { ok: true };
  const [spent] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(and(ofOperator, eq(operatorRecoveryCodes.codeHash, codeHash), isNotNull(operatorRecoveryCodes.usedAt)));
  if (spent) return { ok: false, reason: "replayed" };
  const [hasCodes] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(ofOperator)
    .limit(1);
  return { ok: false, reason: hasCodes ? "invalid" : "no_factor" };
}

/** How many of the operator's codes are still unused (and how many were made). */
export async function recoveryCodeCounts(
  customerId: string,
  operatorEmail: string,
): Promise<{ remaining: number; total: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`count(*) FILTER (WHERE ${operatorRecoveryCodes.usedAt} IS NULL)::int`,
    })
    .from(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.customerId, customerId), eq(operatorRecoveryCodes.operatorEmail, operatorEmail)),
    );
  return { remaining: row?.remaining ?? 0, total: row?.total ?? 0 };
}

/** Deletes all of the operator's codes (e.g. when the last factor goes under OPERATOR_MFA=optional). */
export async function deleteRecoveryCodes(customerId: string, operatorEmail: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.customerId, customerId), eq(operatorRecoveryCodes.operatorEmail, operatorEmail)),
    );
}
