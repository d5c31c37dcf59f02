import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { recentRecords } from "@/lib/db/schema";
import type { CustomerScope } from "@/lib/db/scope";

/** The resources an operator opens by id when the API has no list of them. */
export type RecentResource = "role" | "customer" | "account";

/** How many ids per customer and resource are offered again; older ones are dropped. */
export const RECENT_LIMIT = 10;

export interface RecentRecord {
  id: string;
  openedBy: string;
  openedAt: Date;
  /** The last body the API returned for this id (unparsed: the caller parses with the contract). */
  record: unknown;
  recordAt: Date | null;
}

/** Notes that an operator of this customer opened the id (again): it moves to the top. */
export async function noteOpened(scope: CustomerScope, resource: RecentResource, id: string, by: string) {
  const db = await getDb();
  await db
    .insert(recentRecords)
    .values({ customerId: scope.customerId, resource, recordId: id, openedBy: by })
    .onConflictDoUpdate({
      target: [recentRecords.customerId, recentRecords.resource, recentRecords.recordId],
      set: { openedBy: by, openedAt: sql`now()` },
    });
  // Keep the newest RECENT_LIMIT: the list is a convenience, not a history.
  await db.execute(sql`
    DELETE FROM recent_records
    WHERE customer_id = ${scope.customerId} AND resource = ${resource} AND record_id NOT IN (
      SELECT record_id FROM recent_records
      WHERE customer_id = ${scope.customerId} AND resource = ${resource}
      ORDER BY opened_at DESC LIMIT ${RECENT_LIMIT}
    )`);
}

/** Keeps the record the API returned for the id (after an update), as the one shown from then on. */
export async function rememberRecord(
  scope: CustomerScope,
  resource: RecentResource,
  id: string,
  by: string,
  record: unknown,
) {
  const db = await getDb();
  await db
    .insert(recentRecords)
    .values({ customerId: scope.customerId, resource, recordId: id, openedBy: by, record, recordAt: sql`now()` })
    .onConflictDoUpdate({
      target: [recentRecords.customerId, recentRecords.resource, recentRecords.recordId],
      set: { record, recordAt: sql`now()`, openedAt: sql`now()`, openedBy: by },
    });
}

export async function listRecent(scope: CustomerScope, resource: RecentResource): Promise<RecentRecord[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(recentRecords)
    .where(and(eq(recentRecords.customerId, scope.customerId), eq(recentRecords.resource, resource)))
    .orderBy(desc(recentRecords.openedAt))
    .limit(RECENT_LIMIT);
  return rows.map((r) => ({
    id: r.recordId,
    openedBy: r.openedBy,
    openedAt: r.openedAt,
    record: r.record,
    recordAt: r.recordAt,
  }));
}

export async function getRecent(
  scope: CustomerScope,
  resource: RecentResource,
  id: string,
): Promise<RecentRecord | undefined> {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(recentRecords)
    .where(
      and(
        eq(recentRecords.customerId, scope.customerId),
        eq(recentRecords.resource, resource),
        eq(recentRecords.recordId, id),
      ),
    );
  return r && { id: r.recordId, openedBy: r.openedBy, openedAt: r.openedAt, record: r.record, recordAt: r.recordAt };
}
