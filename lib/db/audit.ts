import "server-only";
import { AUDIT_ID_CHARS, boundAuditParts } from "./audit-bound";
import { insertAuditEntry } from "./queries/audit";
import { redactSecrets } from "./redact";
import { NO_CUSTOMER } from "./scope";

export type AuditOutcome = "success" | "failure";

export interface AuditEntry {
  /** Whose entry it is; null where no customer is known (kept, shown to nobody: see NO_CUSTOMER). */
  customerId: string | null;
  operatorEmail: string;
  /** What was attempted, e.g. "payout.create", "role.update". */
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  outcome: AuditOutcome;
  errorCode?: string;
  errorMessage?: string;
  requestId?: string;
}

const cutId = (id: string | undefined): string | null => (id === undefined ? null : id.slice(0, AUDIT_ID_CHARS));

/**
 * Appends one entry; credential-named keys in before/after are dropped first, then the entry is
 * bounded (./audit-bound.ts: at most 4 KB of before/after/errorMessage; a refused input keeps
 * field paths and error codes, not values), whoever the caller.
 */
export async function writeAudit(entry: AuditEntry): Promise<void> {
  const bounded = boundAuditParts(
    {
      before: entry.before === undefined ? null : redactSecrets(entry.before),
      after: entry.after === undefined ? null : redactSecrets(entry.after),
      errorMessage: entry.errorMessage ?? null,
    },
    entry.errorCode,
  );
  await insertAuditEntry({
    customerId: entry.customerId ?? NO_CUSTOMER,
    operatorEmail: entry.operatorEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: cutId(entry.targetId),
    before: bounded.before,
    after: bounded.after,
    outcome: entry.outcome,
    errorCode: entry.errorCode ?? null,
    errorMessage: bounded.errorMessage,
    requestId: cutId(entry.requestId),
  });
}
