import { type WebhookDelivery, webhookDeliveryListResponseSchema } from "@/lib/contract";

/**
 * The sandbox's delivery log extension (GET /api/v2/webhooks/deliveries), parsed with the
 * contract's schema (the one the sandbox answers with) and turned into what the log shows.
 * Client-safe: the browser uses the types and the helpers.
 */
export interface DeliveryAttempt {
  /** 0 for the first sending, n for the n-th resend (each starts again at attempt 0). */
  round: number;
  /** The spec's `attempts` value of this try: 0 to 5. */
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
  succeeded: boolean;
}

export interface DeliveryLogEntry {
  eventId: string;
  event: string;
  action: string;
  /** pending, in_flight, succeeded, failed (permanently), canceled… as the API says. */
  state: string;
  /** The attempts value of the next attempt (pending) or of the last one (final states). */
  attempt: number;
  resends: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** Every try, newest first. */
  attempts: DeliveryAttempt[];
}

function toEntry(d: WebhookDelivery): DeliveryLogEntry {
  const attempts = d.attempts
    .map(
      (a): DeliveryAttempt => ({
        round: a.round,
        attempt: a.attempt,
        at: a.startedAt,
        status: a.responseStatus,
        error: a.error,
        durationMs: a.durationMs,
        succeeded: a.succeeded,
      }),
    )
    .sort((x, y) => y.at.localeCompare(x.at) || y.round - x.round || y.attempt - x.attempt);
  return {
    eventId: d.eventId,
    event: d.event,
    action: d.action,
    state: d.state,
    attempt: d.attempt,
    resends: d.resends,
    createdAt: d.createdAt,
    lastAttemptAt: d.lastAttemptAt,
    nextAttemptAt: d.nextAttemptAt,
    attempts,
  };
}

export const deliveryLogResponseSchema = webhookDeliveryListResponseSchema.transform((page) => ({
  deliveries: page.deliveries.map(toEntry),
  totalPage: page.totalPage,
}));

/** Permanently failed: the sender gave up after attempt 5; needs a resend. */
export function isPermanentlyFailed(entry: DeliveryLogEntry): boolean {
  return entry.state === "failed";
}
