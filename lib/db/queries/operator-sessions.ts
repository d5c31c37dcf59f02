import "server-only";
import { and, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { type Db, getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";
import { type OperatorSessionRow, operatorSessions } from "@/lib/db/schema";

/**
 * Queries of operator sessions (lib/auth/session-store.ts opens, caches and announces them).
 * A session is found by its id, the cookie's bearer secret, which only the signed-in browser
 * holds; reads of an operator's sessions take the owner (customer and email) first.
 * Functions that run inside a caller's transaction (the token refresh's lock) or on a store
 * the caller already holds take that `db` last.
 */

export type { OperatorSessionRow };
export type NewSessionRow = typeof operatorSessions.$inferInsert;
type TokenColumns = Pick<NewSessionRow, "accessTokenEnc" | "refreshTokenEnc" | "accessExpiresAt">;

/** Whose sessions: an operator of a customer. */
export interface SessionOwnerScope {
  readonly customerId: string;
  readonly email: string;
}

export async function insertSession(row: NewSessionRow): Promise<void> {
  const db = await getDb();
  await db.insert(operatorSessions).values(row);
}

/** Deletes the rows whose absolute lifetime ended before `before` (housekeeping at sign-in). */
export async function deleteSessionsExpiredBefore(before: Date): Promise<void> {
  const db = await getDb();
  await db.delete(operatorSessions).where(lt(operatorSessions.absoluteExpiresAt, before));
}

/** The row of a session, locked for the caller's transaction with `forUpdate`. */
export async function findSessionRow(
  id: string,
  options: { db?: Db; forUpdate?: boolean } = {},
): Promise<OperatorSessionRow | undefined> {
  const db = options.db ?? (await getDb());
  const query = db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findSessionRows(ids: string[]): Promise<OperatorSessionRow[]> {
  const db = await getDb();
  return db.select().from(operatorSessions).where(inArray(operatorSessions.id, ids));
}

export async function findRevokedReason(id: string): Promise<string | null | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ reason: operatorSessions.revokedReason })
    .from(operatorSessions)
    .where(eq(operatorSessions.id, id));
  return row?.reason;
}

/** Updates a session that is not revoked; a revoked row keeps what it had when it ended. */
export async function updateLiveSession(
  id: string,
  values: Pick<Partial<NewSessionRow>, "lastSeenAt" | "secondFactor" | "factorVerifiedAt" | "stepUpAt">,
): Promise<void> {
  const db = await getDb();
  await db
    .update(operatorSessions)
    .set(values)
    .where(and(eq(operatorSessions.id, id), eq(operatorSessions.revoked, false)));
}

/** A session that was to enrol its first factor must prove one instead (it exists by now). */
export async function markEnrolSessionPending(id: string): Promise<void> {
  const db = await getDb();
  await db
    .update(operatorSessions)
    .set({ secondFactor: "pending" })
    .where(and(eq(operatorSessions.id, id), eq(operatorSessions.secondFactor, "enrol")));
}

/** Stores a renewed token pair (inside the refresh's transaction when `db` is given). */
export async function storeRefreshedTokens(id: string, columns: TokenColumns, db?: Db): Promise<void> {
  db ??= await getDb();
  await db
    .update(operatorSessions)
    .set({ ...columns, lastRefreshedAt: new Date() })
    .where(eq(operatorSessions.id, id));
}

/** Marks a live session revoked and erases its tokens; the row stays (who, when, why). */
export async function revokeSessionRow(id: string, reason: string, db?: Db): Promise<void> {
  db ??= await getDb();
  await db
    .update(operatorSessions)
    .set({ revoked: true, revokedReason: reason, accessTokenEnc: null, refreshTokenEnc: null })
    .where(and(eq(operatorSessions.id, id), eq(operatorSessions.revoked, false)));
}

export async function deleteSessionRow(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.id, id));
}

/** The owner's sessions not revoked and within their lifetime at `now`, newest first ("Your sessions"). */
export async function listOwnerSessionRows(owner: SessionOwnerScope, now: Date) {
  const db = await getDb();
  return db
    .select({
      id: operatorSessions.id,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      userAgent: operatorSessions.userAgent,
      clientAddress: operatorSessions.clientAddress,
      secondFactor: operatorSessions.secondFactor,
    })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.customerId, owner.customerId),
        eq(operatorSessions.email, owner.email),
        eq(operatorSessions.revoked, false),
        gt(operatorSessions.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(operatorSessions.createdAt));
}

/** The ids of the owner's sessions that are not revoked, except `exceptId`. */
export async function listOtherLiveSessionIds(owner: SessionOwnerScope, exceptId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.customerId, owner.customerId),
        eq(operatorSessions.email, owner.email),
        eq(operatorSessions.revoked, false),
        ne(operatorSessions.id, exceptId),
      ),
    );
  return rows.map((row) => row.id);
}

/** The customer of the account's most recent session (for a lockout's audit entry); null if it never signed in. */
export async function lastSessionCustomerOf(email: string): Promise<string | null> {
  const rows = await executeRows<{ customer_id: string | null }>(
    await getDb(),
    sql`SELECT customer_id FROM operator_sessions WHERE email = ${email} ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0]?.customer_id ?? null;
}
