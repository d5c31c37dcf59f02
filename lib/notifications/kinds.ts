/**
 * What a notification can say. Each kind names the catalog entry the bell renders
 * (messages `notifications.kinds.<kind>`, parameters from the payload) and where it leads.
 * Payload values are data (ids, statuses, names), rendered as text, never as markup.
 */
export const NOTIFICATION_KINDS = {
  /** Someone assigned a payout to you. Payload: payoutId, by (their name). */
  "payout.assigned": ["payoutId", "by"],
  /** Someone wrote a note on a payout you own. Payload: payoutId, by. */
  "payout.note": ["payoutId", "by"],
  /** A payout you own (or, unowned, your on-call customer's) went past its service level. Payload: payoutId, status. */
  "payout.overdue": ["payoutId", "status"],
  /** A payout you own (or your on-call customer's) failed. Payload: payoutId, status. */
  "payout.failed": ["payoutId", "status"],
  /** Your change request was approved (issue 30). Payload: requestId, operation. */
  "change.approved": ["requestId", "operation"],
  /** Your change request was rejected. Payload: requestId, operation, by. */
  "change.rejected": ["requestId", "operation", "by"],
  /** Your change request expired undecided. Payload: requestId, operation. */
  "change.expired": ["requestId", "operation"],
  /** Your change request was approved but not run: its target changed since it was made. Payload: requestId, operation. */
  "change.stale": ["requestId", "operation"],
} as const satisfies Record<string, readonly string[]>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export type NotificationPayloadOf<K extends NotificationKind> = Record<(typeof NOTIFICATION_KINDS)[K][number], string>;

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_KINDS, value);

/** Where a notification leads: the payout or the change request it is about. */
export function notificationHref(kind: string, payload: Record<string, unknown>): string | null {
  const payoutId = payload.payoutId;
  if (kind.startsWith("payout.") && typeof payoutId === "string") return `/payouts/${encodeURIComponent(payoutId)}`;
  // The approvals screen has no page per request: it lists them.
  if (kind.startsWith("change.")) return "/approvals";
  return null;
}
