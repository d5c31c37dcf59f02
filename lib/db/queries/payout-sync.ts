import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import {
  type PayoutSyncStateRow,
  payoutServiceLevels,
  payoutSyncCredentials,
  payoutSyncState,
} from "@/lib/db/payouts-readmodel-schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * The payouts sync's own rows: its lease and progress per customer, the read-only credential it
 * signs in with, and the customer's service levels. Every function takes the customer first.
 */

export type { PayoutSyncStateRow };

/**
 * Takes the customer's sync lease for `holder` until now + leaseMs, if nobody else holds a live
 * one. One conditional upsert, judged by the store's clock, so two instances (or two processes on
 * one PostgreSQL) never both get it. Resets the progress of the cycle it starts.
 */
export async function acquireSyncLease(scope: CustomerScope, holder: string, leaseMs: number): Promise<boolean> {
  const db = await getDb();
  const until = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  const rows = await db
    .insert(payoutSyncState)
    .values({ customerId: scope.customerId, leaseHolder: holder, leaseUntil: until, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: payoutSyncState.customerId,
      set: {
        leaseHolder: holder,
        leaseUntil: until,
        startedAt: sql`now()`,
        progressDone: 0,
        progressTotal: 0,
        apiCalls: 0,
      },
      setWhere: sql`${payoutSyncState.leaseUntil} IS NULL OR ${payoutSyncState.leaseUntil} < now() OR ${payoutSyncState.leaseHolder} = ${holder}`,
    })
    .returning({ customerId: payoutSyncState.customerId });
  return rows.length === 1;
}

/** Extends the lease and records progress; false when the lease was lost (expired and taken). */
export async function renewSyncLease(
  scope: CustomerScope,
  holder: string,
  leaseMs: number,
  progress: { done: number; total: number; apiCalls: number },
): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(payoutSyncState)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      progressDone: progress.done,
      progressTotal: progress.total,
      apiCalls: progress.apiCalls,
    })
    .where(and(eq(payoutSyncState.customerId, scope.customerId), eq(payoutSyncState.leaseHolder, holder)))
    .returning({ customerId: payoutSyncState.customerId });
  return rows.length === 1;
}

/** Ends a cycle: releases the lease (if still ours) and records its outcome. */
export async function finishSyncCycle(
  scope: CustomerScope,
  holder: string,
  result: { outcome: "ok" | "partial" | "failed"; error: string | null; apiCalls: number; backfilled: boolean },
): Promise<void> {
  const db = await getDb();
  await db
    .update(payoutSyncState)
    .set({
      leaseHolder: null,
      leaseUntil: null,
      finishedAt: sql`now()`,
      outcome: result.outcome,
      lastError: result.error,
      apiCalls: result.apiCalls,
      ...(result.backfilled ? { backfilledAt: sql`now()` } : {}),
    })
    .where(and(eq(payoutSyncState.customerId, scope.customerId), eq(payoutSyncState.leaseHolder, holder)));
}

export async function readSyncState(scope: CustomerScope): Promise<PayoutSyncStateRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(payoutSyncState).where(eq(payoutSyncState.customerId, scope.customerId));
  return row;
}

export interface StoredSyncCredential {
  customerId: string;
  email: string;
  sealedPassword: string;
  configuredBy: string;
  configuredAt: Date;
}

/** Every configured credential, for the scheduler (one per customer at most). */
export async function listSyncCredentials(): Promise<StoredSyncCredential[]> {
  const db = await getDb();
  return db.select().from(payoutSyncCredentials);
}

export async function readSyncCredential(scope: CustomerScope): Promise<StoredSyncCredential | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payoutSyncCredentials)
    .where(eq(payoutSyncCredentials.customerId, scope.customerId));
  return row;
}

export async function saveSyncCredential(
  scope: CustomerScope,
  values: { email: string; sealedPassword: string; configuredBy: string },
): Promise<void> {
  const db = await getDb();
  await db
    .insert(payoutSyncCredentials)
    .values({ customerId: scope.customerId, ...values })
    .onConflictDoUpdate({ target: payoutSyncCredentials.customerId, set: { ...values, configuredAt: sql`now()` } });
}

export async function deleteSyncCredential(scope: CustomerScope): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(payoutSyncCredentials)
    .where(eq(payoutSyncCredentials.customerId, scope.customerId))
    .returning({ customerId: payoutSyncCredentials.customerId });
  return rows.length === 1;
}

export interface ServiceLevelRow {
  status: string;
  hours: number;
  updatedBy: string;
  updatedAt: Date;
}

/** The customer's own service levels (statuses without a row keep the product's default). */
export async function listServiceLevelRows(scope: CustomerScope): Promise<ServiceLevelRow[]> {
  const db = await getDb();
  return db
    .select({
      status: payoutServiceLevels.status,
      hours: payoutServiceLevels.hours,
      updatedBy: payoutServiceLevels.updatedBy,
      updatedAt: payoutServiceLevels.updatedAt,
    })
    .from(payoutServiceLevels)
    .where(eq(payoutServiceLevels.customerId, scope.customerId));
}

/** Replaces the customer's service levels with `levels` (one transaction: all or nothing). */
export async function replaceServiceLevels(
  scope: CustomerScope,
  levels: { status: string; hours: number }[],
  updatedBy: string,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(payoutServiceLevels).where(eq(payoutServiceLevels.customerId, scope.customerId));
    if (levels.length > 0)
      await tx
        .insert(payoutServiceLevels)
        .values(levels.map((l) => ({ customerId: scope.customerId, status: l.status, hours: l.hours, updatedBy })));
  });
}
