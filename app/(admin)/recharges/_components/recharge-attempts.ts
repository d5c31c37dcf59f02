import "server-only";
import type { AuditEntryView } from "@/lib/db/queries/audit";
import { listRechargeHistory } from "@/lib/db/queries/audit";
import { type ChangeRequestRow, listRequestsOfOperation } from "@/lib/db/queries/change-requests";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Every recharge attempt made from this dashboard (issue 30), from the two records that hold
 * them: the audit log (a recharge sent, directly or by an approver, and a refusal) and the
 * change requests (a recharge held, then approved, rejected, expired, cancelled or found stale).
 * An approved one shows its amount, its checkout link, who asked and who approved it.
 */

export const ATTEMPT_STATUSES = [
  "sent",
  "approved",
  "failed",
  "held",
  "rejected",
  "expired",
  "cancelled",
  "stale",
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** One attempt as a history row shows it; only this crosses to the browser. */
export interface RechargeAttempt {
  id: string;
  at: string;
  order: string;
  status: AttemptStatus;
  amount: number | null;
  /** The API's answer code when it was sent. */
  code: string | null;
  checkout: string | null;
  /** Who asked for it. */
  maker: string;
  /** Who approved it (held and approved) or decided it (rejected); null when sent directly. */
  decider: string | null;
  errorCode: string | null;
  /** The change request, when it was held. */
  changeRequestId: string | null;
  /** The rejection's reason. */
  note: string | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A recharge outcome (lib/operations/recharge-outcome.ts) as the audit or a request keeps it. */
function outcomeParts(outcome: unknown) {
  const o = obj(outcome);
  const recharge = obj(o.recharge);
  return {
    amount: num(o.amount),
    code: str(recharge.CODE),
    checkout: str(obj(recharge.DATA).checkout),
  };
}

function fromAudit(entry: AuditEntryView): RechargeAttempt {
  const after = obj(entry.after);
  const requestId = str(after.changeRequestId);
  // Run by an approver, the entry holds the outcome under "result" and names the maker.
  const parts = outcomeParts(requestId ? after.result : after);
  const ok = entry.outcome === "success";
  return {
    id: `audit-${entry.id}`,
    at: entry.at.toISOString(),
    order: entry.targetId ?? "",
    status: ok ? (requestId ? "approved" : "sent") : "failed",
    ...parts,
    maker: requestId ? (str(after.maker) ?? entry.operatorEmail) : entry.operatorEmail,
    decider: requestId ? entry.operatorEmail : null,
    errorCode: ok ? null : entry.errorCode,
    changeRequestId: requestId,
    note: null,
  };
}

function fromRequest(row: ChangeRequestRow, now: Date): RechargeAttempt {
  const input = obj(row.input);
  const expired = row.status === "pending" && row.expiresAt.getTime() <= now.getTime();
  const status: AttemptStatus =
    row.status === "pending" || row.status === "executing"
      ? expired
        ? "expired"
        : "held"
      : row.status === "executed"
        ? "approved"
        : (row.status as AttemptStatus);
  const approvedResult = row.status === "executed" ? outcomeParts(row.result) : null;
  return {
    id: `request-${row.id}`,
    at: (row.decidedAt ?? row.createdAt).toISOString(),
    order: str(input.order) ?? row.targetId ?? "",
    status: ATTEMPT_STATUSES.includes(status) ? status : "failed",
    amount: num(input.amount),
    code: approvedResult?.code ?? null,
    checkout: approvedResult?.checkout ?? null,
    maker: row.makerEmail,
    decider: row.decidedBy,
    errorCode: row.status === "failed" ? "APPROVAL.FAILED" : null,
    changeRequestId: row.id,
    note: row.status === "rejected" ? row.decisionReason : null,
  };
}

/**
 * The two records merged, newest first. A request that ran has its own audit entry (sent by the
 * approver): that entry is the row, with the maker and approver; the request adds only what
 * never reached the API (held, rejected, expired, cancelled, stale, or failed before running).
 */
export function mergeAttempts(
  entries: readonly AuditEntryView[],
  requests: readonly ChangeRequestRow[],
  limit: number,
  now = new Date(),
): RechargeAttempt[] {
  const fromEntries = entries.map(fromAudit);
  const ran = new Set(fromEntries.map((a) => a.changeRequestId).filter((id): id is string => id !== null));
  const rest = requests.filter((r) => !ran.has(r.id)).map((r) => fromRequest(r, now));
  return [...fromEntries, ...rest].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** The attempts a reader may see: every one of the customer's, or only their own (as maker). */
export async function readRechargeAttempts(
  scope: CustomerScope,
  own: string | null,
  limit: number,
): Promise<RechargeAttempt[]> {
  const makerEmail = own?.trim().toLowerCase();
  const [entries, requests] = await Promise.all([
    listRechargeHistory({ customerId: scope.customerId, operatorEmail: makerEmail }, limit),
    listRequestsOfOperation(scope, "recharge", { makerEmail, limit }),
  ]);
  return mergeAttempts(entries, requests, limit);
}
