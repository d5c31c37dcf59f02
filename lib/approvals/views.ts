import "server-only";
import {
  approvalsOf,
  type ChangeRequestRow,
  listChangeRequestRows,
  type RequestFilter,
} from "@/lib/db/queries/change-requests";
import type { CustomerScope } from "@/lib/db/scope";
import { redactSecrets } from "@/lib/db/redact";
import { maskSensitive } from "@/lib/security/masking";
import type { ChangeRequestView, DiffEntry, Operation, RequestStatus } from "./types";

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/**
 * The target's name in the base state the request kept: a role's or customer's name, an
 * account's holder (company, else first and last name). Null where the base holds none.
 */
export function nameInBase(base: unknown): string | null {
  if (base === null || typeof base !== "object") return null;
  const b = base as Record<string, unknown>;
  const named = text(b.name);
  if (named) return named;
  const data = b.data !== null && typeof b.data === "object" ? (b.data as Record<string, unknown>) : null;
  if (!data) return null;
  const person = [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ");
  return text(data.companyName) ?? (person || null);
}

/** What screens, streams and decisions are shown of a change request: its row with its approvals. */
export function toView(row: ChangeRequestRow, approvals: { email: string; at: string }[] = []): ChangeRequestView {
  return {
    id: row.id,
    operation: row.operation as Operation,
    operationName: row.operationName,
    targetType: row.targetType,
    targetId: row.targetId,
    // Masked (and the result's credentials dropped) here too, whatever was stored: rows decided
    // before results were stored so (migration 0004 closed only the waiting ones) must not
    // reach a browser whole.
    diff: maskSensitive((Array.isArray(row.diff) ? row.diff : []) as DiffEntry[]),
    makerEmail: row.makerEmail,
    makerName: row.makerName,
    reason: row.reason,
    status: row.status as RequestStatus,
    requiredApprovals: row.requiredApprovals,
    approvals,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
    result: maskSensitive(redactSecrets(row.result ?? null)),
    inputSha256: row.inputSha256,
    hasBaseState: row.baseSha256 !== null,
    targetNameAtRequest: nameInBase(row.baseState),
  };
}

/** The customer's pending or decided requests the filter lets through, as views, newest first. */
export async function listChangeRequests(
  scope: CustomerScope,
  which: "pending" | "decided",
  limit = 100,
  filter?: RequestFilter,
): Promise<ChangeRequestView[]> {
  const rows = await listChangeRequestRows(scope, which, limit, filter);
  const approvals = await approvalsOf(
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toView(row, approvals.get(row.id)));
}
