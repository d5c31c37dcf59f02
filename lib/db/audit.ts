import "server-only";
import { getDb } from "./index";
import { redactSecrets } from "./redact";
import { auditLog } from "./schema";
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

/** Appends one entry; credential-named keys in before/after are dropped first. */
export async function writeAudit(entry: AuditEntry): Promise<void> {
  const db = await getDb();
  await db.insert(auditLog).values({
    customerId: entry.customerId ?? NO_CUSTOMER,
    operatorEmail: entry.operatorEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
    outcome: entry.outcome,
    errorCode: entry.errorCode ?? null,
    errorMessage: entry.errorMessage ?? null,
    requestId: entry.requestId ?? null,
  });
}
