import "server-only";
import { getAccount } from "@/lib/api/accounts";
import { listPayouts } from "@/lib/api/payouts";
import { inboxAccess } from "@/lib/permissions/dashboard";
import type { Operator } from "@/lib/pipeline/operation";
import { isSensitivePath, readPath } from "@/lib/security/masking";
import type { RevealRecordType } from "@/lib/security/reveal-schema";
import { ApiError } from "@/lib/transport/errors";
import { getInboxItem } from "@/lib/webhooks/inbox";

/**
 * The full value of one masked field of a record, read again with the operator's own API token
 * (or, for a webhook event, from the inbox within the operator's customer), so an operator can
 * only reveal what they may read; only the one asked field, and only a value the masking hides.
 *
 * This is the read alone. The operation that exposes it (lib/operations/reveal.ts) goes through
 * the pipeline: a fresh step-up, a reason, and a "value.reveal" audit entry without the value.
 */
export type RevealedValue = { field: string; value: string };

async function readRecord(operator: Operator, type: RevealRecordType, id: string): Promise<unknown> {
  switch (type) {
    case "payout": {
      const { payouts } = await listPayouts(operator, { id, limit: 1, page: 1 });
      return payouts.find((p) => p.id === id);
    }
    case "account":
      return getAccount(operator, id);
    case "webhook_event":
      // The dashboard's own store: its read rule (the live view's) stands in for the API's refusal.
      if (!(await inboxAccess(operator)).allowed) return undefined;
      return (await getInboxItem(operator, id))?.payload;
    default:
      // Users are read in pages only (no read by id): nothing of theirs is revealed. A change
      // request's proposal is read by ./reveal-change-request.ts.
      return undefined;
  }
}

/**
 * The value at `field` of the record, or undefined when there is none to give: no such record for
 * this operator (the API's 404 included), a field the masking does not hide, or no value there.
 * Any other failure of the API is thrown.
 */
export async function revealFromRecord(
  operator: Operator,
  input: { recordType: RevealRecordType; recordId: string; field: string },
): Promise<RevealedValue | undefined> {
  const record = await readRecord(operator, input.recordType, input.recordId).catch((err: unknown) => {
    if (err instanceof ApiError && err.kind === "not_found") return undefined;
    throw err;
  });
  if (record === undefined) return undefined;
  // Checked against the record: whether a phone is an account's identifier depends on its type.
  if (!isSensitivePath(input.field, record)) return undefined;
  const value = readPath(record, input.field);
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return { field: input.field, value: String(value) };
}
