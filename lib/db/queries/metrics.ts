import "server-only";
import { and, eq, gt, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { changeRequests } from "@/lib/db/approvals-schema";
import { payoutFlight, payoutSyncState } from "@/lib/db/payouts-readmodel-schema";
import { operatorSessions } from "@/lib/db/schema";
import { webhookReceivers } from "@/lib/db/webhooks-schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * The figures GET /api/metrics reads from the store at scrape time (lib/observability): counts
 * only, summed over customers where a metric has no customer (no label may name one). Each is one
 * aggregate query over an indexed column, cheap enough for a scrape every 15 s.
 */

/** Change requests waiting for approval, per operation; and those whose expiry has passed unanswered. */
export async function pendingChangeCounts(
  now = new Date(),
): Promise<{ operation: string; waiting: number; pastExpiry: number }[]> {
  const db = await getDb();
  return db
    .select({
      operation: changeRequests.operation,
      waiting: sql<number>`count(*) FILTER (WHERE ${changeRequests.expiresAt} > ${now})::int`,
      pastExpiry: sql<number>`count(*) FILTER (WHERE ${changeRequests.expiresAt} <= ${now})::int`,
    })
    .from(changeRequests)
    .where(eq(changeRequests.status, "pending"))
    .groupBy(changeRequests.operation);
}

/** Sessions neither revoked nor past their absolute lifetime. */
export async function aliveSessionCount(now = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.revoked, false), gt(operatorSessions.absoluteExpiresAt, now)));
  return row?.n ?? 0;
}

/** The customers the payouts read model follows payouts of. */
export async function readModelCustomers(): Promise<CustomerScope[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ customerId: payoutFlight.customerId }).from(payoutFlight);
  return rows.map((r) => ({ customerId: r.customerId }));
}

/**
 * One customer's followed payouts per phase: how many are in a failure status, and how many are
 * overdue (waiting in a status since before its cutoff, the service level's start).
 */
export async function flightCountsByPhase(
  scope: CustomerScope,
  failureStatuses: readonly string[],
  overdueBefore: ReadonlyMap<string, Date>,
): Promise<{ phase: string; failed: number; overdue: number }[]> {
  const db = await getDb();
  const failed: SQL = failureStatuses.length > 0 ? inArray(payoutFlight.status, [...failureStatuses]) : sql`false`;
  const branches = [...overdueBefore].map(
    ([status, cutoff]) => and(eq(payoutFlight.status, status), lt(payoutFlight.statusSince, cutoff)) as SQL,
  );
  const overdue: SQL = branches.length > 0 ? (or(...branches) as SQL) : sql`false`;
  return db
    .select({
      phase: payoutFlight.phase,
      failed: sql<number>`count(*) FILTER (WHERE ${failed})::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdue})::int`,
    })
    .from(payoutFlight)
    .where(eq(payoutFlight.customerId, scope.customerId))
    .groupBy(payoutFlight.phase);
}

/** The sync's last cycle per customer: when it finished and how (ok, partial, failed). */
export async function syncCycleStates(): Promise<{ outcome: string | null; finishedAt: Date | null }[]> {
  const db = await getDb();
  return db.select({ outcome: payoutSyncState.outcome, finishedAt: payoutSyncState.finishedAt }).from(payoutSyncState);
}

/** Customers whose receiver verifies deliveries (a secret is set): deliveries are expected. */
export async function activeReceiverCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookReceivers)
    .where(isNotNull(webhookReceivers.currentSecretEnc));
  return row?.n ?? 0;
}
