import "server-only";
import { getDb } from "./index";
import { redactSecrets } from "./redact";
import { auditLog } from "./schema";

export type AuditOutcome = "success" | "failure";

export interface AuditEntry {
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
