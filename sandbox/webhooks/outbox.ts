import { sql } from "drizzle-orm";
import type { Db } from "../db/store";
import { queryRows } from "../events/sql";
import type { SendResult } from "./send";

/** A delivery claimed by a worker, with what it needs to build and send the envelope. */
export interface ClaimedDelivery {
  eventId: string;
  event: string;
  action: string;
  /** The event record exactly as stored (json text). */
  dataJson: string;
  createdAt: string;
  attempt: number;
  round: number;
  /** null when the configuration was deleted or deactivated since the event. */
  url: string | null;
  secret: string | null;
}

interface ClaimRow {
  event_id: string;
  event: string;
  action: string;
  data_json: string;
  created_at: string;
  attempt: number;
  resends: number;
  url: string | null;
  secret: string | null;
}

/**
 * Marks up to `limit` due deliveries in_flight for this worker, oldest due
 * first. SKIP LOCKED lets several sandbox processes on one Postgres claim
 * disjoint rows; on PGlite (one process) it is simply a no-op.
 */
export async function claimDue(db: Db, workerId: string, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimRow>(
    db,
    sql`UPDATE webhook_deliveries d
        SET status = 'in_flight', lease_owner = ${workerId}, leased_at = now(), updated_at = now()
        WHERE d.event_id IN (
          SELECT q.event_id FROM webhook_deliveries q
          WHERE q.status = 'pending' AND q.next_attempt_at <= now()
          ORDER BY q.next_attempt_at, q.seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING d.event_id, d.event, d.action, d.data::text AS data_json,
          to_json(d.event_created_at) #>> '{}' AS created_at, d.attempt, d.resends,
          (SELECT c.url FROM webhook_configs c WHERE c.id = d.config_id AND c.active) AS url,
          (SELECT c.secret FROM webhook_configs c WHERE c.id = d.config_id AND c.active) AS secret`,
  );
  return rows
    .map((r) => ({
      eventId: r.event_id,
      event: r.event,
      action: r.action,
      dataJson: r.data_json,
      createdAt: new Date(r.created_at).toISOString(),
      attempt: Number(r.attempt),
      round: Number(r.resends),
      url: r.url,
      secret: r.secret,
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface AttemptRecord {
  delivery: ClaimedDelivery;
  url: string;
  startedAt: Date;
  result: SendResult;
  /** Delay before the next attempt; undefined when this was the last one allowed. */
  nextDelayMs: number | undefined;
}

/**
 * Stores the outcomes of several attempts and schedules their next ones, in
 * one statement (the worker batches results, which is what lets PGlite keep
 * up with hundreds of deliveries a second). A row is only updated while this
 * worker still holds it (a deleted configuration or a takeover may have moved
 * it); the attempt is logged either way, because it did reach the receiver.
 */
export async function recordAttempts(db: Db, workerId: string, recs: readonly AttemptRecord[]): Promise<void> {
  if (recs.length === 0) return;
  const rows = recs.map(({ delivery, result, nextDelayMs, url, startedAt }) => {
    const last = !result.ok && nextDelayMs === undefined;
    return {
      event_id: delivery.eventId,
      status: result.ok ? "succeeded" : last ? "failed" : "pending",
      next_attempt: result.ok || last ? delivery.attempt : delivery.attempt + 1,
      delay_ms: nextDelayMs ?? 0,
      round: delivery.round,
      attempt: delivery.attempt,
      url,
      started_at: startedAt.toISOString(),
      http_status: result.status,
      error: result.error,
      duration_ms: result.durationMs,
      ok: result.ok,
    };
  });
  await db.execute(
    sql`WITH r AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
            event_id text, status text, next_attempt int, delay_ms int, round int, attempt int, url text,
            started_at timestamptz, http_status int, error text, duration_ms int, ok boolean)),
        u AS (
          UPDATE webhook_deliveries d SET
            status = r.status, attempt = r.next_attempt,
            next_attempt_at = now() + r.delay_ms * interval '1 millisecond',
            lease_owner = NULL, leased_at = NULL,
            last_attempt_at = r.started_at, last_status = r.http_status, last_error = r.error,
            last_duration_ms = r.duration_ms,
            completed_at = CASE WHEN r.status IN ('succeeded', 'failed') THEN now() END,
            updated_at = now()
          FROM r
          WHERE d.event_id = r.event_id AND d.status = 'in_flight' AND d.lease_owner = ${workerId}
          RETURNING d.event_id)
        INSERT INTO webhook_attempts (event_id, round, attempt, url, started_at, duration_ms, response_status, error, succeeded)
        SELECT event_id, round, attempt, url, started_at, duration_ms, http_status, error, ok FROM r`,
  );
}

/** The configuration is gone or inactive: nothing will be sent for this event. */
export async function cancelClaimed(db: Db, workerId: string, eventId: string, reason: string): Promise<void> {
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = 'canceled', last_error = ${reason}, lease_owner = NULL,
          leased_at = NULL, completed_at = now(), updated_at = now()
        WHERE event_id = ${eventId} AND status = 'in_flight' AND lease_owner = ${workerId}`,
  );
}
