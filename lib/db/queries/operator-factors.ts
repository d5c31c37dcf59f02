import "server-only";
import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorFactors } from "@/lib/db/operator-auth-schema";

/**
 * Queries of operator_factors (lib/auth/mfa: factors.ts, totp.ts, passkeys.ts, enrolment.ts
 * hold the logic). Every one is within one operator of one customer (customer id first), except
 * the credential-id lookup, which must see every customer's passkeys to refuse a duplicate.
 */

export type OperatorFactorRow = typeof operatorFactors.$inferSelect;
export type NewOperatorFactorRow = typeof operatorFactors.$inferInsert;

const ofOperator = (customerId: string, operatorEmail: string) =>
  and(eq(operatorFactors.customerId, customerId), eq(operatorFactors.operatorEmail, operatorEmail));

/** Whether this operator (customer and email) has enrolled any second factor. */
export async function hasEnrolledFactor(customerId: string, operatorEmail: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: operatorFactors.id })
    .from(operatorFactors)
    .where(ofOperator(customerId, operatorEmail))
    .limit(1);
  return rows.length > 0;
}

/** The operator's factors' displayable columns, oldest first (no secret or key). */
export async function listFactorSummaryRows(customerId: string, operatorEmail: string) {
  const db = await getDb();
  return db
    .select({
      id: operatorFactors.id,
      kind: operatorFactors.kind,
      label: operatorFactors.label,
      createdAt: operatorFactors.createdAt,
      lastUsedAt: operatorFactors.lastUsedAt,
    })
    .from(operatorFactors)
    .where(ofOperator(customerId, operatorEmail))
    .orderBy(asc(operatorFactors.createdAt), asc(operatorFactors.id));
}

/** The operator's factors of one kind, whole rows (for the passkey and TOTP ceremonies). */
export async function listFactorsOfKind(
  customerId: string,
  operatorEmail: string,
  kind: "passkey" | "totp",
): Promise<OperatorFactorRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(operatorFactors)
    .where(and(ofOperator(customerId, operatorEmail), eq(operatorFactors.kind, kind)));
}

/** The operator's factor with this id, or undefined (another operator's id is not found). */
export async function findFactor(customerId: string, operatorEmail: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operatorFactors)
    .where(and(ofOperator(customerId, operatorEmail), eq(operatorFactors.id, id)));
  return row;
}

/** Whether any operator of any customer registered this WebAuthn credential already. */
export async function isCredentialTaken(credentialId: string): Promise<boolean> {
  const db = await getDb();
  const [taken] = await db
    .select({ id: operatorFactors.id })
    .from(operatorFactors)
    .where(eq(operatorFactors.credentialId, credentialId));
  return taken !== undefined;
}

export async function insertFactor(row: NewOperatorFactorRow): Promise<void> {
  const db = await getDb();
  await db.insert(operatorFactors).values(row);
}

/** Renames one of the operator's factors; false when it is not theirs. */
export async function renameFactor(customerId: string, operatorEmail: string, id: string, label: string) {
  const db = await getDb();
  const rows = await db
    .update(operatorFactors)
    .set({ label })
    .where(and(ofOperator(customerId, operatorEmail), eq(operatorFactors.id, id)))
    .returning({ id: operatorFactors.id });
  return rows.length > 0;
}

/**
 * Deletes one of the operator's factors and returns what it was; with keepOne, only while another
 * factor remains: the DELETE itself checks, so two removals racing on two instances cannot both
 * succeed and leave none.
 */
export async function deleteFactor(customerId: string, operatorEmail: string, id: string, keepOne: boolean) {
  const db = await getDb();
  const others = sql`EXISTS (SELECT 1 FROM ${operatorFactors} AS other WHERE other.customer_id = ${customerId} AND other.operator_email = ${operatorEmail} AND other.id <> ${id})`;
  const [row] = await db
    .delete(operatorFactors)
    .where(and(ofOperator(customerId, operatorEmail), eq(operatorFactors.id, id), keepOne ? others : undefined))
    .returning({ kind: operatorFactors.kind, label: operatorFactors.label });
  return row;
}

/** How many factors the operator has besides the one with this id. */
export async function countOtherFactors(customerId: string, operatorEmail: string, id: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorFactors)
    .where(and(ofOperator(customerId, operatorEmail), ne(operatorFactors.id, id)));
  return row?.n ?? 0;
}

/**
 * Records a TOTP step as used, only if it is later than the last one used (last_used_step IS NULL
 * OR < step): a code is accepted once even when two instances receive it at the same moment.
 */
export async function acceptTotpStep(
  customerId: string,
  operatorEmail: string,
  factorId: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const db = await getDb();
  const accepted = await db
    .update(operatorFactors)
    .set({ lastUsedStep: step, lastUsedAt: at })
    .where(
      and(
        eq(operatorFactors.id, factorId),
        ofOperator(customerId, operatorEmail),
        or(isNull(operatorFactors.lastUsedStep), lt(operatorFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: operatorFactors.id });
  return accepted.length > 0;
}

/** Records a passkey's use: its new signature counter and when. */
export async function recordPasskeyUse(customerId: string, factorId: string, signCount: number, at: Date) {
  const db = await getDb();
  await db
    .update(operatorFactors)
    .set({ signCount, lastUsedAt: at })
    .where(and(eq(operatorFactors.id, factorId), eq(operatorFactors.customerId, customerId)));
}
