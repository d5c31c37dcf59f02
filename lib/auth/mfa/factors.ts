import "server-only";
import { deleteFactor, findFactor, listFactorSummaryRows } from "@/lib/db/queries/operator-factors";

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

/** The operator's factors, oldest first. */
export async function factorSummaries(customerId: string, operatorEmail: string): Promise<FactorSummary[]> {
  const rows = await listFactorSummaryRows(customerId, operatorEmail);
  return rows.flatMap((row) => (isFactorKind(row.kind) ? [{ ...row, kind: row.kind }] : []));
}

export type RemoveFactorResult =
  | { ok: true; kind: FactorKind; label: string }
  | { ok: false; reason: "not_found" | "last_factor" };

/**
 * Removes one of the operator's factors. With keepOne (OPERATOR_MFA=required) the last one stays:
 * the DELETE itself checks that another factor remains (deleteFactor), so two removals racing on
 * two instances cannot both succeed and leave none.
 */
export async function removeFactor(
  customerId: string,
  operatorEmail: string,
  id: string,
  keepOne: boolean,
): Promise<RemoveFactorResult> {
  const row = await deleteFactor(customerId, operatorEmail, id, keepOne);
  if (row && isFactorKind(row.kind)) return { ok: true, kind: row.kind, label: row.label };
  if (!(await findFactor(customerId, operatorEmail, id))) return { ok: false, reason: "not_found" };
  return { ok: false, reason: "last_factor" };
}
