import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorRecoveryCodes } from "@/lib/db/operator-auth-schema";

/**
 * Queries of operator_recovery_codes (lib/auth/mfa/recovery.ts makes and hashes the codes). The
 * store holds only each code's HMAC; every query is within one operator of one customer.
 */

const ofOperator = (customerId: string, operatorEmail: string) =>
  and(eq(operatorRecoveryCodes.customerId, customerId), eq(operatorRecoveryCodes.operatorEmail, operatorEmail));

/** Replaces all of the operator's codes with these hashes, in one transaction. */
export async function replaceRecoveryCodes(
  customerId: string,
  operatorEmail: string,
  codeHashes: readonly string[],
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(operatorRecoveryCodes).where(ofOperator(customerId, operatorEmail));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ id: randomUUID(), customerId, operatorEmail, codeHash })));
  });
}

/**
 * Marks the unused code with this hash used; true for the one request whose conditional UPDATE
 * (used_at IS NULL) took it.
 */
export async function spendRecoveryCode(
  customerId: string,
  operatorEmail: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const db = await getDb();
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        ofOperator(customerId, operatorEmail),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0;
}

/** Whether the operator has a used code with this hash. */
export async function isRecoveryCodeSpent(customerId: string, operatorEmail: string, codeHash: string) {
  const db = await getDb();
  const [spent] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(
      and(
        ofOperator(customerId, operatorEmail),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNotNull(operatorRecoveryCodes.usedAt),
      ),
    );
  return spent !== undefined;
}

/** Whether the operator has any code, used or not. */
export async function hasRecoveryCodes(customerId: string, operatorEmail: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(ofOperator(customerId, operatorEmail))
    .limit(1);
  return row !== undefined;
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
    .where(ofOperator(customerId, operatorEmail));
  return { remaining: row?.remaining ?? 0, total: row?.total ?? 0 };
}

/** Deletes all of the operator's codes (e.g. when the last factor goes under OPERATOR_MFA=optional). */
export async function deleteRecoveryCodes(customerId: string, operatorEmail: string): Promise<void> {
  const db = await getDb();
  await db.delete(operatorRecoveryCodes).where(ofOperator(customerId, operatorEmail));
}
