import "server-only";
import { and, asc, eq, min, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { accountEventStates } from "@/lib/db/account-events-schema";
import type { CustomerScope } from "@/lib/db/scope";

/** What one ACCOUNT event says about its account. */
export interface AccountEventFact {
  accountId: string;
  eventId: string;
  /** CREATE and UPDATE describe the account; DELETE removes it for good. */
  deleted: boolean;
  status: string;
  userId: string | null;
  accountType: string | null;
  complianceUrl: string | null;
  recordUpdatedAt: Date;
}

/**
 * Applies one event to the customer's row for the account, in one statement: a newer record
 * (by its own updatedAt, not by arrival) replaces an older one; a DELETE always wins and stays;
 * nothing changes a deleted account. Applying the same event twice changes nothing.
 */
export async function applyAccountEvent(scope: CustomerScope, fact: AccountEventFact): Promise<void> {
  const db = await getDb();
  const t = accountEventStates;
  await db
    .insert(t)
    .values({ customerId: scope.customerId, ...fact })
    .onConflictDoUpdate({
      target: [t.customerId, t.accountId],
      set: {
        status: sql`excluded.status`,
        userId: sql`coalesce(excluded.user_id, ${t.userId})`,
        accountType: sql`coalesce(excluded.account_type, ${t.accountType})`,
        complianceUrl: sql`coalesce(excluded.compliance_url, ${t.complianceUrl})`,
        recordUpdatedAt: sql`greatest(excluded.record_updated_at, ${t.recordUpdatedAt})`,
        eventId: sql`excluded.event_id`,
        deleted: sql`excluded.deleted`,
      },
      setWhere: sql`${t.deleted} = false AND (excluded.deleted OR excluded.record_updated_at >= ${t.recordUpdatedAt})`,
    });
}

export type AccountEventState = typeof accountEventStates.$inferSelect;

/** The customer's accounts last seen with this status, oldest change first (the queue's order). */
export async function listAccountsByEventStatus(scope: CustomerScope, status: string): Promise<AccountEventState[]> {
  const db = await getDb();
  const t = accountEventStates;
  return db
    .select()
    .from(t)
    .where(and(eq(t.customerId, scope.customerId), eq(t.status, status), eq(t.deleted, false)))
    .orderBy(asc(t.recordUpdatedAt), asc(t.accountId))
    .limit(500);
}

/** When the first ACCOUNT event of this customer arrived here; null when none has. */
export async function accountEventsKnownSince(scope: CustomerScope): Promise<Date | null> {
  const db = await getDb();
  const t = accountEventStates;
  const [row] = await db
    .select({ since: min(t.firstSeenAt) })
    .from(t)
    .where(eq(t.customerId, scope.customerId));
  // An aggregate comes back as text on some drivers: one shape for the caller.
  return row?.since ? new Date(row.since) : null;
}
