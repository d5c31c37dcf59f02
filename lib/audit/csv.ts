import { redactSecrets } from "@/lib/db/redact";
import { csvDocument, utcHeader } from "@/lib/export/csv";

export interface AuditCsvRow {
  /** The entry's public id (a uuid): the numeric row id counts every customer's entries. */
  id: string;
  at: Date;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
  before: unknown;
  after: unknown;
}

const HEADER = [
  "id",
  utcHeader("at"),
  "operator",
  "action",
  "target_type",
  "target_id",
  "outcome",
  "error_code",
  "error_message",
  "request_id",
  "before",
  "after",
];

/** The audit log as CSV (UTF-8 byte order mark first unless `bom` is false). Secrets are stripped again, in case an old row held one. */
export function auditCsv(rows: readonly AuditCsvRow[], options: { bom?: boolean } = {}): string {
  return csvDocument(
    HEADER,
    rows.map((r) => [
      r.id,
      r.at,
      r.operatorEmail,
      r.action,
      r.targetType,
      r.targetId,
      r.outcome,
      r.errorCode,
      r.errorMessage,
      r.requestId,
      r.before === null ? null : redactSecrets(r.before),
      r.after === null ? null : redactSecrets(r.after),
    ]),
    options,
  );
}
