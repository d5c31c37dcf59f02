import "server-only";
import { randomUUID } from "node:crypto";
import { type AnyColumn, and, asc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";
import { payoutNotes, payoutOwnership } from "@/lib/db/payout-work-schema";

export { PAYOUT_NOTE_MAX } from "@/lib/db/payout-work-schema";

import { customerOperators, operatorPreferences } from "@/lib/db/schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Who owns which payout exception, its acknowledgement and its notes, per customer (issue 29,
 * point 5). Operators are named by their key: the email in lower case. Every read and write
 * takes the customer first, so another customer's rows are never reached.
 */

export interface OwnershipRecord {
  payoutId: string;
  assigneeEmail: string | null;
  assigneeName: string | null;
  assignedBy: string | null;
  assignedAt: Date | null;
  ackReason: string | null;
  ackBy: string | null;
  ackAt: Date | null;
  snoozedUntil: Date | null;
  ackStatus: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  resolvedStatus: string | null;
  updatedAt: Date;
}

const columns = {
  payoutId: payoutOwnership.payoutId,
  assigneeEmail: payoutOwnership.assigneeEmail,
  assigneeName: payoutOwnership.assigneeName,
  assignedBy: payoutOwnership.assignedBy,
  assignedAt: payoutOwnership.assignedAt,
  ackReason: payoutOwnership.ackReason,
  ackBy: payoutOwnership.ackBy,
  ackAt: payoutOwnership.ackAt,
  snoozedUntil: payoutOwnership.snoozedUntil,
  ackStatus: payoutOwnership.ackStatus,
  resolvedBy: payoutOwnership.resolvedBy,
  resolvedAt: payoutOwnership.resolvedAt,
  resolvedStatus: payoutOwnership.resolvedStatus,
  updatedAt: payoutOwnership.updatedAt,
};

/** The ownership rows of these payouts (at most a page of ids); payouts nobody touched are absent. */
export async function ownershipOf(scope: CustomerScope, payoutIds: readonly string[]): Promise<OwnershipRecord[]> {
  if (payoutIds.length === 0) return [];
  const db = await getDb();
  return db
    .select(columns)
    .from(payoutOwnership)
    .where(and(eq(payoutOwnership.customerId, scope.customerId), inArray(payoutOwnership.payoutId, [...payoutIds])));
}

type OwnershipChange = Partial<Omit<OwnershipRecord, "payoutId" | "updatedAt">>;

/** Writes part of a payout's row (created on first use) and returns the row as it is now. */
export async function changeOwnership(
  scope: CustomerScope,
  payoutId: string,
  change: OwnershipChange,
): Promise<OwnershipRecord> {
  const db = await getDb();
  const [row] = await db
    .insert(payoutOwnership)
    .values({ customerId: scope.customerId, payoutId, ...change })
    .onConflictDoUpdate({
      target: [payoutOwnership.customerId, payoutOwnership.payoutId],
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error("ownership row not written");
  return row;
}

/** Payout ids assigned to this operator (key), newest assignment first; at most `limit`. */
export async function payoutIdsAssignedTo(scope: CustomerScope, operatorKey: string, limit = 500): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ payoutId: payoutOwnership.payoutId })
    .from(payoutOwnership)
    .where(and(eq(payoutOwnership.customerId, scope.customerId), eq(payoutOwnership.assigneeEmail, operatorKey)))
    .orderBy(sql`${payoutOwnership.assignedAt} DESC NULLS LAST`)
    .limit(limit);
  return rows.map((r) => r.payoutId);
}

/** Payout ids somebody owns: what `?unassigned=1` leaves out. */
export async function assignedPayoutIds(scope: CustomerScope, limit = 5_000): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ payoutId: payoutOwnership.payoutId })
    .from(payoutOwnership)
    .where(and(eq(payoutOwnership.customerId, scope.customerId), isNotNull(payoutOwnership.assigneeEmail)))
    .limit(limit);
  return rows.map((r) => r.payoutId);
}

/** A payout set aside by an operator: acknowledged (maybe snoozed) or resolved, with the status it had then. */
export interface QuietPayout {
  payoutId: string;
  /** acknowledged: until `snoozedUntil` (null: until the status changes); resolved: until the status changes. */
  state: "acknowledged" | "resolved";
  /** The payout's status when it was set aside: another status now means it is back in the queue. */
  statusThen: string | null;
  snoozedUntil: Date | null;
}

/**
 * The acknowledged and resolved payouts of a customer, for the read model's attention query
 * (lib/payouts/ownership.ts `quietPayoutsOf` says how to apply them). One row per payout.
 */
export async function quietPayouts(scope: CustomerScope): Promise<QuietPayout[]> {
  const db = await getDb();
  const rows = await db
    .select({
      payoutId: payoutOwnership.payoutId,
      ackAt: payoutOwnership.ackAt,
      ackStatus: payoutOwnership.ackStatus,
      snoozedUntil: payoutOwnership.snoozedUntil,
      resolvedAt: payoutOwnership.resolvedAt,
      resolvedStatus: payoutOwnership.resolvedStatus,
    })
    .from(payoutOwnership)
    .where(
      and(
        eq(payoutOwnership.customerId, scope.customerId),
        or(isNotNull(payoutOwnership.ackAt), isNotNull(payoutOwnership.resolvedAt)),
      ),
    );
  return rows.map((r) =>
    r.resolvedAt
      ? { payoutId: r.payoutId, state: "resolved", statusThen: r.resolvedStatus, snoozedUntil: null }
      : { payoutId: r.payoutId, state: "acknowledged", statusThen: r.ackStatus, snoozedUntil: r.snoozedUntil },
  );
}

export interface PayoutNote {
  id: string;
  authorEmail: string;
  authorName: string | null;
  body: string;
  createdAt: Date;
}

export async function addPayoutNote(
  scope: CustomerScope,
  payoutId: string,
  note: { authorEmail: string; authorName: string | null; body: string },
): Promise<PayoutNote> {
  const db = await getDb();
  const [row] = await db
    .insert(payoutNotes)
    .values({ id: randomUUID(), customerId: scope.customerId, payoutId, ...note })
    .returning({
      id: payoutNotes.id,
      authorEmail: payoutNotes.authorEmail,
      authorName: payoutNotes.authorName,
      body: payoutNotes.body,
      createdAt: payoutNotes.createdAt,
    });
  if (!row) throw new Error("note not written");
  return row;
}

/** A payout's notes, oldest first (a conversation); bounded. */
export async function notesOf(scope: CustomerScope, payoutId: string, limit = 200): Promise<PayoutNote[]> {
  const db = await getDb();
  return db
    .select({
      id: payoutNotes.id,
      authorEmail: payoutNotes.authorEmail,
      authorName: payoutNotes.authorName,
      body: payoutNotes.body,
      createdAt: payoutNotes.createdAt,
    })
    .from(payoutNotes)
    .where(and(eq(payoutNotes.customerId, scope.customerId), eq(payoutNotes.payoutId, payoutId)))
    .orderBy(asc(payoutNotes.createdAt), asc(payoutNotes.id))
    .limit(limit);
}

export interface KnownOperator {
  /** The operator's key: the email in lower case. */
  email: string;
  name: string;
}

/**
 * The operators this dashboard knows for the customer: those who have signed in for it (the
 * record every sign-in keeps, filled from the sessions of before it by migration 0009, or stored
 * preferences) and those already assigned a payout. The API lists no operators, so nobody else
 * can be offered.
 */
export async function knownOperators(scope: CustomerScope): Promise<KnownOperator[]> {
  const db = await getDb();
  const list = await executeRows<{ email: string; name: string | null }>(
    db,
    sql`
    SELECT email, max(name) AS name FROM (
      SELECT ${customerOperators.operatorEmail} AS email, ${customerOperators.name} AS name
        FROM ${customerOperators} WHERE ${customerOperators.customerId} = ${scope.customerId}
      UNION ALL
      SELECT ${operatorPreferences.operatorEmail}, NULL
        FROM ${operatorPreferences} WHERE ${operatorPreferences.customerId} = ${scope.customerId}
      UNION ALL
      SELECT ${payoutOwnership.assigneeEmail}, ${payoutOwnership.assigneeName}
        FROM ${payoutOwnership}
        WHERE ${payoutOwnership.customerId} = ${scope.customerId} AND ${payoutOwnership.assigneeEmail} IS NOT NULL
    ) known
    GROUP BY email ORDER BY email LIMIT 500`,
  );
  return list.map((r) => ({ email: r.email, name: r.name ?? r.email }));
}

/** Whether the operator key is one this customer knows (an assignment to anyone else is refused). */
export async function isKnownOperator(scope: CustomerScope, operatorKey: string): Promise<KnownOperator | undefined> {
  return (await knownOperators(scope)).find((o) => o.email === operatorKey);
}

/**
 * For read-model queries (lib/db/queries/payout-flight.ts): a condition on a payout id and
 * status column that is true while an operator has set the payout aside: resolved in the status
 * it still has, or acknowledged in the status it still has and not past its snooze. The
 * attention queue ANDs `NOT (...)` of it; a changed status or an ended snooze brings it back.
 */
export function setAsideCondition(scope: CustomerScope, payoutIdColumn: AnyColumn, statusColumn: AnyColumn): SQL {
  const o = payoutOwnership;
  return sql`EXISTS (SELECT 1 FROM ${o} WHERE ${o.customerId} = ${scope.customerId} AND ${o.payoutId} = ${payoutIdColumn}
    AND ((${o.resolvedAt} IS NOT NULL AND ${o.resolvedStatus} = ${statusColumn})
      OR (${o.resolvedAt} IS NULL AND ${o.ackAt} IS NOT NULL AND ${o.ackStatus} = ${statusColumn}
          AND (${o.snoozedUntil} IS NULL OR ${o.snoozedUntil} > now()))))`;
}

/** The list filters `?assignee=me` (the operator's key) and `?unassigned=1`, as a condition on a payout id column. */
export function ownerFilterCondition(
  scope: CustomerScope,
  payoutIdColumn: AnyColumn,
  filter: { assignee: string } | { unassigned: true },
): SQL {
  const o = payoutOwnership;
  const owned = sql`SELECT 1 FROM ${o} WHERE ${o.customerId} = ${scope.customerId} AND ${o.payoutId} = ${payoutIdColumn}`;
  return "assignee" in filter
    ? sql`EXISTS (${owned} AND ${o.assigneeEmail} = ${filter.assignee})`
    : sql`NOT EXISTS (${owned} AND ${o.assigneeEmail} IS NOT NULL)`;
}
