import "server-only";
import { and, count, desc, eq, gte, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";
import { auditLog } from "@/lib/db/schema";
import type { CustomerScope } from "@/lib/db/scope";
import { nextDay, startOfDayInZone } from "@/lib/shared/zoned-day";

/**
 * Queries of the dashboard's own audit log. Every read is within one customer: the scope
 * comes first in every function. Entries are written through writeAudit (lib/db/audit.ts),
 * which redacts and bounds them before insertAuditEntry stores them.
 */

/** Stores one entry as given: callers go through writeAudit, which redacts and bounds it first. */
export async function insertAuditEntry(row: typeof auditLog.$inferInsert): Promise<void> {
  const db = await getDb();
  await db.insert(auditLog).values(row);
}

/**
 * What every read returns: an entry whose `id` is its random public id. The numeric id is a
 * global count (every customer's entries), kept for ordering here and never returned, so no
 * page, cursor, JSON or CSV shows how much other customers did.
 */
const entryColumns = {
  id: auditLog.publicId,
  at: auditLog.at,
  customerId: auditLog.customerId,
  operatorEmail: auditLog.operatorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  outcome: auditLog.outcome,
  errorCode: auditLog.errorCode,
  errorMessage: auditLog.errorMessage,
  requestId: auditLog.requestId,
};
export interface AuditEntryView {
  /** The entry's public id (a uuid). */
  id: string;
  at: Date;
  customerId: string;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  outcome: string;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

/** Who reads the log: a customer, less the entries about records the reader cannot read. */
export interface AuditReader extends CustomerScope {
  hiddenTargetTypes: readonly string[];
  /**
   * Operations whose change requests' entries (target type change_request) the reader sees;
   * "all": every one. The others' `approval.*` entries are left out, as their requests are on
   * the approvals screen (lib/approvals/visibility.ts).
   */
  requestOperations: readonly string[] | "all";
}
export interface AuditQuery {
  /** Part of the operator's email, case-insensitive. */
  operator?: string | null;
  action?: string | null;
  /** Inclusive day, YYYY-MM-DD, in `timeZone`. */
  from?: string | null;
  /** Inclusive day, YYYY-MM-DD, in `timeZone`. */
  to?: string | null;
  /** The zone the days are in: the operator's, as the page shows times (default UTC). */
  timeZone?: string;
  page?: number;
  limit?: number;
}

export const RECHARGE_ACTION = "recharge.create";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The customer's distinct values of one indexed column, read with a skip scan
 * (one index probe per value) instead of every row: an audit log holds a few
 * dozen operators and actions across hundreds of thousands of entries.
 */
function distinctValues(column: "operator_email" | "action", customerId: string, extra: SQL = sql`TRUE`): SQL {
  const col = sql.raw(column);
  return sql`WITH RECURSIVE v(value) AS (
      (SELECT ${col} FROM audit_log WHERE customer_id = ${customerId} AND ${extra} ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM audit_log WHERE customer_id = ${customerId} AND ${extra} AND ${col} > v.value
              ORDER BY ${col} LIMIT 1)
      FROM v WHERE v.value IS NOT NULL
    ) SELECT value FROM v WHERE value IS NOT NULL`;
}

/**
 * "Part of the operator's email": the pattern is matched against the customer's few
 * distinct emails, then the entries are found by index. An ILIKE on every entry
 * cannot use an index and read the whole customer's log (about 0.4 s at 600,000).
 */
function operatorMatches(reader: AuditReader, fragment: string): SQL {
  const pattern = `%${escapeLike(fragment)}%`;
  return sql`${auditLog.operatorEmail} IN (SELECT value FROM (${distinctValues("operator_email", reader.customerId)}) o
    WHERE value ILIKE ${pattern})`;
}

/** Entries about a change request the reader may not see: the request's operation decides. */
function hiddenRequestEntry(operations: readonly string[]): SQL {
  const others =
    operations.length > 0
      ? sql` AND cr.operation NOT IN (${sql.join(
          operations.map((o) => sql`${o}`),
          sql`, `,
        )})`
      : sql``;
  return sql`(${auditLog.targetType} IS NOT DISTINCT FROM 'change_request' AND EXISTS (SELECT 1 FROM change_requests cr
    WHERE cr.customer_id = ${auditLog.customerId} AND cr.id = ${auditLog.targetId}${others}))`;
}

export function auditWhere(reader: AuditReader, q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [eq(auditLog.customerId, reader.customerId)];
  if (reader.hiddenTargetTypes.length > 0) {
    const visible = or(isNull(auditLog.targetType), notInArray(auditLog.targetType, [...reader.hiddenTargetTypes]));
    if (visible) parts.push(visible);
  }
  if (reader.requestOperations !== "all") parts.push(sql`NOT ${hiddenRequestEntry(reader.requestOperations)}`);
  if (q.operator) parts.push(operatorMatches(reader, q.operator));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  const zone = q.timeZone ?? "UTC";
  if (q.from) parts.push(gte(auditLog.at, startOfDayInZone(q.from, zone)));
  if (q.to) parts.push(lt(auditLog.at, startOfDayInZone(nextDay(q.to), zone)));
  return and(...parts);
}

export async function listAuditEntries(
  reader: AuditReader,
  q: AuditQuery,
): Promise<{ entries: AuditEntryView[]; total: number; totalPage: number }> {
  const db = await getDb();
  const limit = q.limit ?? 50;
  const page = Math.max(1, q.page ?? 1);
  const where = auditWhere(reader, q);
  const [entries, totals] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return { entries, total, totalPage: Math.max(1, Math.ceil(total / limit)) };
}

/** Every entry matching the filters, newest first, bounded so an export cannot exhaust memory. */
export async function exportAuditEntries(reader: AuditReader, q: AuditQuery, max = 50_000): Promise<AuditEntryView[]> {
  const db = await getDb();
  return db
    .select(entryColumns)
    .from(auditLog)
    .where(auditWhere(reader, q))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(max);
}

export async function listAuditActions(reader: AuditReader): Promise<string[]> {
  const db = await getDb();
  const visible =
    reader.hiddenTargetTypes.length > 0
      ? sql`(target_type IS NULL OR target_type NOT IN (${sql.join(
          reader.hiddenTargetTypes.map((t) => sql`${t}`),
          sql`, `,
        )}))`
      : sql`TRUE`;
  const rows = await executeRows<{ value: string }>(db, distinctValues("action", reader.customerId, visible));
  return rows.map((r) => r.value);
}

/** The successful recharge this dashboard already made for an order of this customer, if any. */
export async function findRechargeInAudit(scope: CustomerScope, order: string): Promise<AuditEntryView | undefined> {
  const db = await getDb();
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .where(
      and(
        eq(auditLog.customerId, scope.customerId),
        eq(auditLog.action, RECHARGE_ACTION),
        eq(auditLog.targetType, "recharge"),
        eq(auditLog.targetId, order),
        eq(auditLog.outcome, "success"),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return rows[0];
}

/**
 * Recharges made from this dashboard for this customer, successful or refused, newest
 * first; with `operatorEmail`, only that operator's.
 */
export async function listRechargeHistory(
  scope: CustomerScope & { operatorEmail?: string },
  limit = 20,
): Promise<AuditEntryView[]> {
  const db = await getDb();
  return db
    .select(entryColumns)
    .from(auditLog)
    .where(
      and(
        eq(auditLog.customerId, scope.customerId),
        eq(auditLog.action, RECHARGE_ACTION),
        // One's own: made directly, or asked for and run by an approver (the entry names the maker).
        scope.operatorEmail
          ? or(
              sql`lower(${auditLog.operatorEmail}) = ${scope.operatorEmail.toLowerCase()}`,
              sql`lower(${auditLog.after}->>'maker') = ${scope.operatorEmail.toLowerCase()}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** A successful entry of an action whose "after" record carries this externalId (user creations). */
export async function findByExternalId(
  scope: CustomerScope,
  action: string,
  externalId: string,
): Promise<AuditEntryView | undefined> {
  const db = await getDb();
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .where(
      and(
        eq(auditLog.customerId, scope.customerId),
        eq(auditLog.action, action),
        eq(auditLog.outcome, "success"),
        sql`${auditLog.after}->>'externalId' = ${externalId}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return rows[0];
}
