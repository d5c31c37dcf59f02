import "server-only";
import { z } from "zod";
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

/**
 * Where the next page of an operator's notifications starts: the last one shown, as
 * "<created at, ISO>~<id>". Opaque to the browser, which only sends back what it was given.
 */
export const notificationCursorSchema = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    const [at, id, ...rest] = text.split("~");
    const createdAt = new Date(at ?? "");
    if (rest.length > 0 || !id || Number.isNaN(createdAt.getTime()) || !/^[\w-]{1,64}$/.test(id)) {
      ctx.addIssue({ code: "custom", message: "Not a position in the notification list" });
      return z.NEVER;
    }
    return { createdAt, id };
  });

const cursorOf = (row: StoredNotification) => `${row.createdAt.toISOString()}~${row.id}`;

/**
 * The operator's own notifications, newest first, a page at a time (older than `before`, the
 * `next` of the page before), and their unread count. `next` is absent on the last page.
 */
export async function notificationsOf(
  operator: CustomerScope & { email: string },
  options: { limit?: number; before?: { createdAt: Date; id: string } } = {},
): Promise<{ items: NotificationView[]; unread: number; next?: string }> {
  const key = recipientKey(operator.email);
  const limit = options.limit ?? NOTIFICATIONS_PAGE;
  // One more than a page says whether an older page exists, without counting.
  const [rows, unread] = await Promise.all([
    listNotifications(operator, key, { limit: limit + 1, before: options.before }),
    unreadCount(operator, key),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(view), unread, ...(rows.length > limit && last ? { next: cursorOf(last) } : {}) };
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
