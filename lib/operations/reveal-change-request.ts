import "server-only";
import { getChangeRequestRow } from "@/lib/db/queries/change-requests";
import type { CustomerScope } from "@/lib/db/scope";
import { isSensitivePath, readPath } from "@/lib/security/masking";
import type { RevealedValue } from "./reveal-record";

/**
 * The full value of one masked field of a change request's proposed input: what an approver checks
 * (a proposed account number) before approving, since the API does not hold it yet. The request is
 * read within the caller's customer only, so another customer's id is simply not found.
 *
 * This is the read alone. The operation that exposes it (lib/operations/reveal.ts, as for a record)
 * requires a fresh step-up and a reason, checks that the operator may see the request, and audits
 * the field and reason, never the value.
 */

/**
 * Only while the request waits for a decision: that is when an approver must check it. Once
 * executed the value is in the API (revealed from the record); a request that was refused,
 * cancelled, expired or failed changed nothing, and its proposal has nothing left to check.
 */
const REVEALABLE_STATUSES: ReadonlySet<string> = new Set(["pending"]);

/** Longest id and field path taken (as the record reveal's input schema allows). */
const MAX_LENGTH = 200;

/**
 * The value at `fieldPath` (dotted, inside the request's input: "data.accountNumber") of the
 * customer's pending change request, or undefined when there is none to give: no such request for
 * this customer, not pending, a field the masking does not hide, or no value there.
 */
export async function revealFromChangeRequest(
  scope: CustomerScope,
  changeRequestId: string,
  fieldPath: string,
): Promise<RevealedValue | undefined> {
  if (changeRequestId.length === 0 || changeRequestId.length > MAX_LENGTH || fieldPath.length > MAX_LENGTH)
    return undefined;
  const row = await getChangeRequestRow(scope, changeRequestId);
  if (!row || !REVEALABLE_STATUSES.has(row.status)) return undefined;
  // Checked against the input itself: whether a phone is an account's identifier depends on its type.
  if (!isSensitivePath(fieldPath, row.input)) return undefined;
  const value = readPath(row.input, fieldPath);
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return { field: fieldPath, value: String(value) };
}
