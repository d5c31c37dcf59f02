import { sql } from "drizzle-orm";
import type { Db } from "../db/store";
import { queryRows } from "../events/sql";

/**
 * Worker liveness. Each worker beats every second; rows held in_flight by a
 * worker that stopped beating (a process killed mid-burst) go back to pending
 * with their attempts value unchanged, so the event is sent again with the
 * same envelope id. A live worker's row is also taken back after
 * maxLeaseMs, in case its process hangs.
 */
export async function registerWorker(db: Db, workerId: string): Promise<void> {
  await db.execute(sql`INSERT INTO webhook_workers (id) VALUES (${workerId}) ON CONFLICT (id) DO NOTHING`);
}

export async function heartbeat(db: Db, workerId: string): Promise<void> {
  await db.execute(sql`UPDATE webhook_workers SET heartbeat_at = now() WHERE id = ${workerId}`);
}

export async function unregisterWorker(db: Db, workerId: string): Promise<void> {
  await db.execute(sql`DELETE FROM webhook_workers WHERE id = ${workerId}`);
}

/** Returns in_flight rows of dead (or hung) workers to pending; answers how many. */
export async function releaseOrphans(db: Db, staleAfterMs: number, maxLeaseMs: number): Promise<number> {
  const rows = await queryRows<{ event_id: string }>(
    db,
    sql`UPDATE webhook_deliveries d SET status = 'pending', lease_owner = NULL, leased_at = NULL, updated_at = now()
        WHERE d.status = 'in_flight' AND (
          d.leased_at < now() - (${maxLeaseMs}::int * interval '1 millisecond')
          OR NOT EXISTS (
            SELECT 1 FROM webhook_workers w
            WHERE w.id = d.lease_owner AND w.heartbeat_at > now() - (${staleAfterMs}::int * interval '1 millisecond')))
        RETURNING d.event_id`,
  );
  await db.execute(sql`DELETE FROM webhook_workers WHERE heartbeat_at < now() - interval '1 day'`);
  return rows.length;
}

/** On a clean stop: rows this worker claimed but never started go back to pending. */
export async function releaseOwn(db: Db, workerId: string): Promise<void> {
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = 'pending', lease_owner = NULL, leased_at = NULL, updated_at = now()
        WHERE status = 'in_flight' AND lease_owner = ${workerId}`,
  );
}
