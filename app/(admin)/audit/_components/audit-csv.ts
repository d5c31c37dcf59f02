import { redactSecrets } from "@/lib/db/redact";

export interface AuditCsvRow {
  id: number;
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
  "at_utc",
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

/**
 * One CSV cell: quoted when needed, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe so a spreadsheet never runs an audit value as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit log as CSV (RFC 4180, CRLF). Secrets are stripped again, in case an old row held one. */
export function auditCsv(rows: readonly AuditCsvRow[]): string {
  const lines = [HEADER.join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        r.at.toISOString(),
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
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
