import "server-only";
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { type AuditLogRow, auditLog } from "@/lib/db/schema";
import { getDb } from "@/lib/db";

/**
 * Reads of the dashboard's own audit log (lib/db), not of the API. Kept beside the API
 * DAL modules because pages and route handlers use both the same way.
 */
export interface AuditQuery {
  /** Part of the operator's email, case-insensitive. */
  operator?: string | null;
  action?: string | null;
  /** Inclusive UTC day, YYYY-MM-DD. */
  from?: string | null;
  /** Inclusive UTC day, YYYY-MM-DD. */
  to?: string | null;
  page?: number;
  limit?: number;
}

export const RECHARGE_ACTION = "recharge.create";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY_MS = 86_400_000;

export function auditWhere(q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.operator) parts.push(ilike(auditLog.operatorEmail, `%${escapeLike(q.operator)}%`));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.from) parts.push(gte(auditLog.at, new Date(`${q.from}T00:00:00.000Z`)));
  if (q.to) parts.push(lt(auditLog.at, new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + DAY_MS)));
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listAuditEntries(
  q: AuditQuery,
): Promise<{ entries: AuditLogRow[]; total: number; totalPage: number }> {
  const db = await getDb();
  const limit = q.limit ?? 50;
  const page = Math.max(1, q.page ?? 1);
  const where = auditWhere(q);
  const [entries, totals] = await Promise.all([
    db
      .select()
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
export async function exportAuditEntries(q: AuditQuery, max = 50_000): Promise<AuditLogRow[]> {
  const db = await getDb();
  return db.select().from(auditLog).where(auditWhere(q)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(max);
}

export async function listAuditActions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}

/** The successful recharge this dashboard already made for an order, if any. */
export async function findRechargeInAudit(order: string): Promise<AuditLogRow | undefined> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, RECHARGE_ACTION), eq(auditLog.targetId, order), eq(auditLog.outcome, "success")))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return rows[0];
}

/** Recharges made from this dashboard, successful or refused, newest first. */
export async function listRechargeHistory(limit = 20): Promise<AuditLogRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, RECHARGE_ACTION))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** A successful entry of an action whose "after" record carries this externalId (user creations). */
export async function findByExternalId(action: string, externalId: string): Promise<AuditLogRow | undefined> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.outcome, "success"),
        sql`${auditLog.after}->>'externalId' = ${externalId}`,
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return rows[0];
}
