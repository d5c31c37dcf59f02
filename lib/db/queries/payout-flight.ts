import "server-only";
import { and, asc, desc, eq, inArray, lt, not, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import {
  type PayoutFlightRow,
  type PayoutTransitionRow,
  payoutFlight,
  payoutTransitions,
} from "@/lib/db/payouts-readmodel-schema";
import type { CustomerScope } from "@/lib/db/scope";
import { ownerFilterCondition, setAsideCondition } from "./payout-ownership";

/** An operator set it aside (acknowledged or resolved in the status it still has): out of the attention queue. */
const notSetAside = (scope: CustomerScope) => not(setAsideCondition(scope, payoutFlight.payoutId, payoutFlight.status));

/**
 * Queries of the payouts read model (lib/payouts/sync.ts writes it, the payouts screens and the
 * alerts read it). Every function takes the customer first.
 */

export type { PayoutFlightRow, PayoutTransitionRow };
export type PayoutFlightValues = Omit<PayoutFlightRow, "customerId">;
export type TransitionValues = Omit<PayoutTransitionRow, "id" | "customerId">;

/** Every row of the customer's model, for the sync to compare a scan with (tens of thousands at most). */
export async function readFlightRows(scope: CustomerScope): Promise<PayoutFlightRow[]> {
  const db = await getDb();
  return db.select().from(payoutFlight).where(eq(payoutFlight.customerId, scope.customerId));
}

/** Inserts or replaces rows (one page of a scan at a time). */
export async function upsertFlightRows(scope: CustomerScope, rows: PayoutFlightValues[]): Promise<void> {
  if (rows.length === 0) return;
  const db = await getDb();
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(payoutFlight)
    .values(rows.map((r) => ({ ...r, customerId: scope.customerId })))
    .onConflictDoUpdate({
      target: [payoutFlight.customerId, payoutFlight.payoutId],
      set: {
        status: excluded("status"),
        phase: excluded("phase"),
        amount: excluded("amount"),
        currency: excluded("currency"),
        beneficiaryName: excluded("beneficiary_name"),
        externalId: excluded("external_id"),
        details: excluded("details"),
        apiUpdatedAt: excluded("api_updated_at"),
        statusSince: excluded("status_since"),
        statusSinceObserved: excluded("status_since_observed"),
        lastSeenAt: excluded("last_seen_at"),
      },
    });
}

export async function deleteFlightRows(scope: CustomerScope, payoutIds: string[]): Promise<number> {
  if (payoutIds.length === 0) return 0;
  const db = await getDb();
  const gone = await db
    .delete(payoutFlight)
    .where(and(eq(payoutFlight.customerId, scope.customerId), inArray(payoutFlight.payoutId, payoutIds)))
    .returning({ id: payoutFlight.payoutId });
  return gone.length;
}

export async function insertTransitions(scope: CustomerScope, rows: TransitionValues[]): Promise<void> {
  if (rows.length === 0) return;
  const db = await getDb();
  await db.insert(payoutTransitions).values(rows.map((r) => ({ ...r, customerId: scope.customerId })));
}

/** The observed timeline of one payout, oldest first. */
export async function transitionsOfPayout(scope: CustomerScope, payoutId: string): Promise<PayoutTransitionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(payoutTransitions)
    .where(and(eq(payoutTransitions.customerId, scope.customerId), eq(payoutTransitions.payoutId, payoutId)))
    .orderBy(asc(payoutTransitions.observedAt), asc(payoutTransitions.id));
}

/** Transitions observed after `since` (exclusive), oldest first: what a sync cycle saw change. */
export async function transitionsObservedSince(
  scope: CustomerScope,
  since: Date,
  limit = 1000,
): Promise<PayoutTransitionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(payoutTransitions)
    .where(and(eq(payoutTransitions.customerId, scope.customerId), sql`${payoutTransitions.observedAt} > ${since}`))
    .orderBy(asc(payoutTransitions.observedAt), asc(payoutTransitions.id))
    .limit(limit);
}

export async function flightRowsByIds(scope: CustomerScope, payoutIds: string[]): Promise<PayoutFlightRow[]> {
  if (payoutIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(payoutFlight)
    .where(and(eq(payoutFlight.customerId, scope.customerId), inArray(payoutFlight.payoutId, payoutIds)));
}

/**
 * Attention condition: a failure status, or a waiting status entered before its cutoff (now minus
 * its service level). One OR branch per status, so the (customer, status, status_since) index
 * serves each.
 */
export interface AttentionFilter {
  failureStatuses: readonly string[];
  /** Per waiting status: entered before this instant means overdue. */
  overdueBefore: ReadonlyMap<string, Date>;
}

function attentionCondition(filter: AttentionFilter): SQL {
  const branches: SQL[] = [];
  if (filter.failureStatuses.length > 0) branches.push(inArray(payoutFlight.status, [...filter.failureStatuses]));
  for (const [status, cutoff] of filter.overdueBefore)
    branches.push(and(eq(payoutFlight.status, status), lt(payoutFlight.statusSince, cutoff)) as SQL);
  return branches.length === 0 ? sql`false` : (or(...branches) as SQL);
}

export type FlightSort = "age" | "-age" | "amount";

export interface FlightQuery {
  /** Statuses to list (a phase's); undefined: all. */
  statuses?: readonly string[];
  attention?: AttentionFilter;
  sort: FlightSort;
  limit: number;
  offset: number;
  /** `?assignee=me` (the operator's key) or `?unassigned=1` (./payout-ownership.ts ownerFilterCondition). */
  owner?: { assignee: string } | { unassigned: true };
}

const ORDER: Record<FlightSort, SQL[]> = {
  // Oldest in status first: the longest wait on top.
  age: [asc(payoutFlight.statusSince), asc(payoutFlight.payoutId)],
  "-age": [desc(payoutFlight.statusSince), asc(payoutFlight.payoutId)],
  // Amounts of mixed currencies are not comparable: grouped by currency, largest first.
  amount: [asc(payoutFlight.currency), desc(sql`${payoutFlight.amount}::numeric`), asc(payoutFlight.payoutId)],
};

/** One page of the read model, filtered and sorted, with the total matching. */
export async function queryFlight(
  scope: CustomerScope,
  query: FlightQuery,
): Promise<{ rows: PayoutFlightRow[]; total: number }> {
  const db = await getDb();
  const conditions: SQL[] = [eq(payoutFlight.customerId, scope.customerId)];
  if (query.statuses) conditions.push(inArray(payoutFlight.status, [...query.statuses]));
  if (query.attention) conditions.push(attentionCondition(query.attention), notSetAside(scope));
  if (query.owner) conditions.push(ownerFilterCondition(scope, payoutFlight.payoutId, query.owner));
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(payoutFlight)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payoutFlight).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** How many of the customer's payouts need attention (the shell's badge, the overview, the strip). */
export async function countAttention(scope: CustomerScope, filter: AttentionFilter): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutFlight)
    .where(and(eq(payoutFlight.customerId, scope.customerId), attentionCondition(filter), notSetAside(scope)));
  return row?.n ?? 0;
}

/** Payouts per status in the model (the lifecycle strip's counts from the read model). */
export async function countFlightByStatus(scope: CustomerScope): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: payoutFlight.status, n: sql<number>`count(*)::int` })
    .from(payoutFlight)
    .where(eq(payoutFlight.customerId, scope.customerId))
    .groupBy(payoutFlight.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * Rows of waiting statuses whose service level ran out inside a window: per status, entered in
 * [from, to) (not yet overdue at the window's start, overdue at its end: overdue is strictly past). The alerts ask it for "became overdue since the last cycle".
 */
export async function flightRowsEnteredBetween(
  scope: CustomerScope,
  windows: ReadonlyMap<string, { from: Date; to: Date }>,
): Promise<PayoutFlightRow[]> {
  if (windows.size === 0) return [];
  const db = await getDb();
  const branches = [...windows].map(
    ([status, w]) =>
      and(
        eq(payoutFlight.status, status),
        sql`${payoutFlight.statusSince} >= ${w.from}`,
        sql`${payoutFlight.statusSince} < ${w.to}`,
      ) as SQL,
  );
  return db
    .select()
    .from(payoutFlight)
    .where(and(eq(payoutFlight.customerId, scope.customerId), or(...branches)))
    .orderBy(asc(payoutFlight.statusSince))
    .limit(1000);
}
