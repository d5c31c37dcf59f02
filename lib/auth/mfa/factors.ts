import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorFactors } from "@/lib/db/operator-auth-schema";

/** The kinds of second factor an operator can enrol. */
export type FactorKind = "passkey" | "totp";

export const isFactorKind = (value: unknown): value is FactorKind => value === "passkey" || value === "totp";

/** What the settings page and the sign-in step show of a factor: never its secret or key. */
export interface FactorSummary {
  id: string;
  kind: FactorKind;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The longest label kept; longer ones are cut. */
export const FACTOR_LABEL_MAX = 64;

/** A label as stored: trimmed, control characters removed, bounded; the kind's name when empty. */
export function normaliseFactorLabel(label: string | undefined, fallback: string): string {
  const clean = [...(label ?? "")]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? " " : ch))
    .join("")
    .trim()
    .slice(0, FACTOR_LABEL_MAX);
  return clean || fallback;
}

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

/** The operator's factors, oldest first. */
export async function factorSummaries(customerId: string, operatorEmail: string): Promise<FactorSummary[]> {
  const db = await getDb();
  const rows = await db
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
  return rows.flatMap((row) => (isFactorKind(row.kind) ? [{ ...row, kind: row.kind }] : []));
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

export type RemoveFactorResult =
  | { ok: true; kind: FactorKind; label: string }
  | { ok: false; reason: "not_found" | "last_factor" };

/**
 * Removes one of the operator's factors. With keepOne (OPERATOR_MFA=required) the last one stays:
 * the DELETE itself checks that another factor remains, so two removals racing on two instances
 * cannot both succeed and leave none.
 */
export async function removeFactor(
  customerId: string,
  operatorEmail: string,
  id: string,
  keepOne: boolean,
): Promise<RemoveFactorResult> {
  const db = await getDb();
  const others = sql`EXISTS (SELECT 1 FROM ${operatorFactors} AS other WHERE other.customer_id = ${customerId} AND other.operator_email = ${operatorEmail} AND other.id <> ${id})`;
  const rows = await db
    .delete(operatorFactors)
    .where(and(ofOperator(customerId, operatorEmail), eq(operatorFactors.id, id), keepOne ? others : undefined))
    .returning({ kind: operatorFactors.kind, label: operatorFactors.label });
  const [row] = rows;
  if (row && isFactorKind(row.kind)) return { ok: true, kind: row.kind, label: row.label };
  if (!(await findFactor(customerId, operatorEmail, id))) return { ok: false, reason: "not_found" };
  return { ok: false, reason: "last_factor" };
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
