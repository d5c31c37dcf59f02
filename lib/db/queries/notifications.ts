import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { notifications } from "@/lib/db/payout-work-schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Each operator's notifications (lib/notifications/notify.ts writes them). An operator is named
 * by their key (the email in lower case) inside their customer: a read of another customer's or
 * another operator's rows finds nothing.
 */

export type NotificationPayload = Record<string, string | number | null>;

export interface StoredNotification {
  id: string;
  kind: string;
  payload: NotificationPayload;
  createdAt: Date;
  readAt: Date | null;
}

export async function insertNotifications(
  scope: CustomerScope,
  rows: readonly { recipientEmail: string; kind: string; payload: NotificationPayload }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const db = await getDb();
  await db
    .insert(notifications)
    .values(rows.map((row) => ({ id: randomUUID(), customerId: scope.customerId, ...row })));
  return rows.length;
}

const mine = (scope: CustomerScope, recipient: string) =>
  and(eq(notifications.customerId, scope.customerId), eq(notifications.recipientEmail, recipient));

/**
 * The time a cursor can carry: the store keeps microseconds, a JavaScript Date milliseconds.
 * Ordered and compared at the millisecond (then by id), a page boundary inside one millisecond
 * neither skips nor repeats a notification.
 */
const createdMs = sql`date_trunc('milliseconds', ${notifications.createdAt})`;

/** Newest first, `limit` at most, older than the cursor (created at, id) when given. */
export async function listNotifications(
  scope: CustomerScope,
  recipient: string,
  options: { limit: number; before?: { createdAt: Date; id: string } },
): Promise<StoredNotification[]> {
  const db = await getDb();
  const before = options.before;
  const cursor = before
    ? sql`(${createdMs} < ${before.createdAt.toISOString()}::timestamptz OR (${createdMs} = ${before.createdAt.toISOString()}::timestamptz AND ${notifications.id} < ${before.id}))`
    : undefined;
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(mine(scope, recipient), cursor))
    .orderBy(desc(createdMs), desc(notifications.id))
    .limit(options.limit);
}

export async function unreadCount(scope: CustomerScope, recipient: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(scope, recipient), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks these of the operator's notifications read (others' ids change nothing); how many changed. */
export async function markNotificationsRead(
  scope: CustomerScope,
  recipient: string,
  ids: readonly string[] | "all",
): Promise<number> {
  const db = await getDb();
  const which = ids === "all" ? undefined : inArray(notifications.id, [...ids]);
  if (ids !== "all" && ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(scope, recipient), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  return rows.length;
}
