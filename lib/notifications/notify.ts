import "server-only";
import {
  insertNotifications,
  listNotifications,
  markNotificationsRead,
  type StoredNotification,
  unreadCount,
} from "@/lib/db/queries/notifications";
import type { CustomerScope } from "@/lib/db/scope";
import { getLogger } from "@/lib/log/logger";
import { announce, CUSTOMER_CHANNELS } from "./customer-hub";
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPayloadOf } from "./kinds";

/** The operator's key in the notification tables: the email, trimmed, in lower case. */
export const recipientKey = (email: string) => email.trim().toLowerCase();

/** Longest payload value kept: ids and names, not documents. */
const MAX_VALUE = 200;

/**
 * Tells operators of one customer that something happened: one notification per recipient in
 * their centre (the bell), and every open bell of that customer, on every instance, reads its
 * count again.
 *
 * For other features (the decisions issue: "your change request was approved/rejected/expired"):
 *
 *   await notify(request.customerId, [request.makerEmail], "change.approved",
 *                { requestId: request.id, operation: request.operation });
 *
 * - `customerId`: the customer the event belongs to. Recipients are read inside it only: an
 *   operator of another customer never sees the row, whatever email is passed.
 * - `recipients`: operators' emails (any case; duplicates and blanks dropped). The author of an
 *   action usually leaves themself out.
 * - `kind`: one of lib/notifications/kinds.ts; add a kind there (with its catalog entry
 *   `notifications.kinds.<kind>` in both languages) before using it.
 * - `payload`: the kind's named parameters, as strings (cut to 200 characters): the bell renders
 *   them as text from the catalog, never as HTML.
 *
 * Never throws: a failure is logged and answered 0, so the caller's own change (already made)
 * is not reported as failed. Answers how many notifications were stored.
 */
export async function notify<K extends NotificationKind>(
  customerId: string,
  recipients: readonly string[],
  kind: K,
  payload: NotificationPayloadOf<K>,
): Promise<number> {
  try {
    if (!customerId) return 0;
    const keys = [...new Set(recipients.map(recipientKey).filter((key) => key.length > 0))];
    if (keys.length === 0) return 0;
    const clean: Record<string, string> = {};
    for (const name of NOTIFICATION_KINDS[kind]) {
      const value = (payload as Record<string, unknown>)[name];
      clean[name] = typeof value === "string" ? value.slice(0, MAX_VALUE) : "";
    }
    const stored = await insertNotifications(
      { customerId },
      keys.map((recipientEmail) => ({ recipientEmail, kind, payload: clean })),
    );
    await announce(CUSTOMER_CHANNELS.notifications, customerId);
    return stored;
  } catch (error) {
    getLogger().error({ err: error, kind }, "notification not stored");
    return 0;
  }
}

export const NOTIFICATIONS_PAGE = 30;

export interface NotificationView {
  id: string;
  kind: string;
  payload: Record<string, string | number | null>;
  createdAt: string;
  read: boolean;
}

const view = (row: StoredNotification): NotificationView => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The operator's own notifications, newest first, and their unread count. */
export async function notificationsOf(
  operator: CustomerScope & { email: string },
  limit = NOTIFICATIONS_PAGE,
): Promise<{ items: NotificationView[]; unread: number }> {
  const key = recipientKey(operator.email);
  const [rows, unread] = await Promise.all([listNotifications(operator, key, { limit }), unreadCount(operator, key)]);
  return { items: rows.map(view), unread };
}

export const unreadNotifications = (operator: CustomerScope & { email: string }) =>
  unreadCount(operator, recipientKey(operator.email));

/** Marks the operator's own notifications read ("all", or these ids); tells their open bells. */
export async function markRead(
  operator: CustomerScope & { email: string },
  ids: readonly string[] | "all",
): Promise<number> {
  const changed = await markNotificationsRead(operator, recipientKey(operator.email), ids);
  if (changed > 0) await announce(CUSTOMER_CHANNELS.notifications, operator.customerId);
  return changed;
}
