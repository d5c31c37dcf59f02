import { z } from "zod";

/**
 * The sandbox's delivery log extension (GET /api/v2/webhooks/deliveries),
 * read tolerantly: the log is not in the spec, so field names are taken from
 * the few plausible spellings and anything else is kept. Client-safe (types only
 * are used by the browser).
 */
export interface DeliveryAttempt {
  attempt: number;
  status: number | null;
  error: string | null;
  durationMs: number | null;
  at: string | null;
}

export interface DeliveryLogEntry {
  eventId: string;
  event: string;
  action: string;
  /** The attempts value of the last (or current) attempt, 0 to 5. */
  attempt: number;
  /** pending, in_flight, succeeded, failed (permanently), canceled… as the API says. */
  state: string;
  lastStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
  nextAttemptAt: string | null;
  attempts: DeliveryAttempt[];
}

const num = z.number().nullish().catch(null);
const str = z.string().nullish().catch(null);

const attemptSchema = z
  .looseObject({
    attempt: num,
    attempts: num,
    responseStatus: num,
    status: z.union([z.number(), z.string()]).nullish().catch(null),
    error: str,
    durationMs: num,
    startedAt: str,
    at: str,
  })
  .transform(
    (a): DeliveryAttempt => ({
      attempt: a.attempt ?? a.attempts ?? 0,
      status: a.responseStatus ?? (typeof a.status === "number" ? a.status : null),
      error: a.error ?? null,
      durationMs: a.durationMs ?? null,
      at: a.startedAt ?? a.at ?? null,
    }),
  );

const entrySchema = z
  .looseObject({
    eventId: z.string().optional(),
    id: z.string().optional(),
    event: z.string().catch(""),
    action: z.string().catch(""),
    attempt: num,
    attempts: z
      .union([z.number(), z.array(attemptSchema)])
      .nullish()
      .catch(null),
    status: z.union([z.string(), z.number()]).nullish().catch(null),
    state: str,
    finalState: str,
    responseStatus: num,
    lastStatus: num,
    error: str,
    lastError: str,
    durationMs: num,
    lastDurationMs: num,
    nextAttemptAt: str,
    nextRetryAt: str,
    history: z.array(attemptSchema).nullish().catch(null),
  })
  .transform((e): DeliveryLogEntry => {
    const history = Array.isArray(e.attempts) ? e.attempts : (e.history ?? []);
    return {
      eventId: e.eventId ?? e.id ?? "",
      event: e.event,
      action: e.action,
      attempt: e.attempt ?? (typeof e.attempts === "number" ? e.attempts : (history.at(-1)?.attempt ?? 0)),
      state: e.finalState ?? e.state ?? (typeof e.status === "string" ? e.status : "unknown"),
      lastStatus: e.lastStatus ?? e.responseStatus ?? (typeof e.status === "number" ? e.status : null),
      lastError: e.lastError ?? e.error ?? null,
      durationMs: e.lastDurationMs ?? e.durationMs ?? null,
      nextAttemptAt: e.nextAttemptAt ?? e.nextRetryAt ?? null,
      attempts: history,
    };
  });

export const deliveryLogResponseSchema = z.union([
  z.looseObject({ deliveries: z.array(entrySchema), totalPage: z.number().catch(1) }),
  z.array(entrySchema).transform((deliveries) => ({ deliveries, totalPage: 1 })),
]);

/** Permanently failed: the sender gave up after attempt 5; needs a resend. */
export function isPermanentlyFailed(entry: DeliveryLogEntry): boolean {
  return /^(failed|permanently_failed|dead)$/i.test(entry.state);
}
