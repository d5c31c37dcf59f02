import "server-only";
import { getAccount } from "@/lib/api/accounts";
import { ApiError } from "@/lib/api/errors";
import { listPayouts } from "@/lib/api/payouts";
import type { Operator } from "@/lib/auth/session";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";
import { getLogger } from "@/lib/log/logger";
import { toActionError } from "@/lib/pipeline/error-mapper";
import type { ActionResult } from "@/lib/pipeline/result";
import { getInboxItem } from "@/lib/webhooks/inbox";
import { isSensitivePath, readPath } from "./masking";
import { type RevealInput, type RevealRecordType, revealInputSchema } from "./reveal-schema";

/**
 * Reveal of one masked value. The record is read again, with the operator's own API token (or,
 * for a webhook event, from the inbox within the operator's customer), so an operator can only
 * reveal what they may read; only the one asked field is answered, and only when it is a value
 * the masking hides. Every attempt is audited as "value.reveal" with the field and the reason,
 * never the value.
 */
export type RevealedValue = { field: string; value: string };

class NotRevealable extends Error {
  override name = "NotRevealable";
}

async function readRecord(operator: Operator, type: RevealRecordType, id: string): Promise<unknown> {
  switch (type) {
    case "payout": {
      const { payouts } = await listPayouts(operator, { id, limit: 1, page: 1 });
      return payouts.find((p) => p.id === id);
    }
    case "account":
      return getAccount(operator, id);
    case "webhook_event":
      return (await getInboxItem(operator, id))?.payload;
    default:
      // Users are read in pages only (no read by id): nothing of theirs is revealed.
      return undefined;
  }
}

async function audit(operator: Operator, input: RevealInput, outcome: "success" | "failure", errorCode?: string) {
  try {
    await writeAudit({
      customerId: operator.customerId,
      operatorEmail: operator.email,
      action: "value.reveal",
      targetType: input.recordType,
      targetId: input.recordId,
      after: { field: input.field, reason: input.reason },
      outcome,
      errorCode,
    });
  } catch (err) {
    getLogger().error({ err }, "audit write failed for value.reveal");
  }
}

/** revealValue for an operator already known (the server action passes the session's). */
export async function revealFor(operator: Operator | null, raw: unknown): Promise<ActionResult<RevealedValue>> {
  if (!operator) return { ok: false, error: { kind: "unauthorized", message: "" } };
  const parsed = revealInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: toActionError(parsed.error) };
  const input = parsed.data;
  if (!hasFreshStepUp(operator)) {
    await audit(operator, input, "failure", "DASHBOARD.STEP_UP_REQUIRED");
    return { ok: false, error: { kind: "step_up_required", message: "Confirm it is you to reveal this value" } };
  }
  try {
    const record = await readRecord(operator, input.recordType, input.recordId);
    if (record === undefined) throw new NotRevealable("no such record");
    // Checked against the record: whether a phone is an account's identifier depends on its type.
    if (!isSensitivePath(input.field, record)) throw new NotRevealable("not a masked field");
    const value = readPath(record, input.field);
    if (typeof value !== "string" && typeof value !== "number") throw new NotRevealable("no such value");
    await audit(operator, input, "success");
    return { ok: true, data: { field: input.field, value: String(value) } };
  } catch (err) {
    if (err instanceof NotRevealable || (err instanceof ApiError && err.kind === "not_found")) {
      await audit(operator, input, "failure", "DASHBOARD.NOT_FOUND");
      return { ok: false, error: { kind: "not_found", message: "This value cannot be revealed" } };
    }
    const error = toActionError(err);
    await audit(operator, input, "failure", error.code ?? error.kind);
    return { ok: false, error };
  }
}
