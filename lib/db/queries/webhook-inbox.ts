import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Queries of the webhook inbox (lib/webhooks/inbox.ts turns rows into items): every verified
 * delivery, stored under the customer whose receiver took it and read only within a customer.
 */

export interface InboxRow {
  customer_id: string;
  id: string;
  /** The customer's own count (never the global seq, which stays in the server). */
  customer_seq: number | string | bigint;
  event: string;
  action: string;
  record_id: string | null;
  attempts: number;
  duplicate_count: number;
  received_at: Date | string;
  raw_body: string;
}

/** One delivery to store, with `extra` copies of it that arrived in the same batch. */
export interface InboxInsert {
  n: number;
  customer_id: string;
  id: string;
  event: string;
  action: string;
  record_id: string | null;
  attempts: number;
  raw_body: string;
  extra: number;
}

/** A stored row as the upsert answers it: a new row's body is null (the caller has it). */
export type UpsertedInboxRow = Omit<InboxRow, "raw_body"> & { raw_body: string | null; inserted: boolean };

// The payload is read from the signed bytes as received (raw_body), not from the jsonb copy:
// key order as sent, and no jsonb-to-text conversion per row.
const COLUMNS = sql.raw(
  "customer_id, id, customer_seq, event, action, record_id, attempts, duplicate_count, received_at, raw_body",
);

/**
 * Stores the deliveries (distinct by customer and id) in one statement, so one transaction.
 * `fresh` are the rows not stored yet; `counted` bumps each
 * customer's counter by its fresh rows (customers in a fixed order, so two batches cannot
 * deadlock) and the row lock it takes makes every writer of that customer, on any instance,
 * wait its turn: numbers are handed out, and committed, in order. A row that a concurrent
 * writer stored first turns into a repeat below and leaves a gap in its customer's numbers,
 * never a duplicate number. A repeat carries 0 only to pass NOT NULL (checked before the
 * conflict): ON CONFLICT keeps the stored row's number. n keeps arrival order for the numbers. A new row starts with the
 * batch's own extra copies counted; an existing one counts every copy of the batch. A new
 * row's body is the one just sent: only a repeat's stored body comes back.
 */
export async function upsertInboxRows(input: readonly InboxInsert[]): Promise<UpsertedInboxRow[]> {
  const db = await getDb();
  return executeRows<UpsertedInboxRow>(
    db,
    sql`WITH input AS (
          SELECT r.*, NOT EXISTS (
            SELECT 1 FROM webhook_inbox w WHERE w.customer_id = r.customer_id AND w.id = r.id
          ) AS fresh
          FROM json_to_recordset(${JSON.stringify(input)}::json) AS r(
            n int, customer_id text, id text, event text, action text, record_id text, attempts int, raw_body text,
            extra int)
        ),
        taken AS (
          SELECT customer_id, count(*) FILTER (WHERE fresh) AS n FROM input GROUP BY customer_id
        ),
        counted AS (
          INSERT INTO webhook_inbox_counters AS c (customer_id, last_seq)
          SELECT customer_id, n FROM taken ORDER BY customer_id
          ON CONFLICT (customer_id) DO UPDATE SET last_seq = c.last_seq + EXCLUDED.last_seq
          RETURNING c.customer_id, c.last_seq
        ),
        numbered AS (
          SELECT i.*, CASE WHEN i.fresh THEN
              k.last_seq - t.n + row_number() OVER (PARTITION BY i.customer_id, i.fresh ORDER BY i.n)
            ELSE 0 END AS customer_seq
          FROM input i
          JOIN counted k ON k.customer_id = i.customer_id
          JOIN taken t ON t.customer_id = i.customer_id
        )
        INSERT INTO webhook_inbox (customer_id, id, customer_seq, event, action, record_id, attempts, payload,
          raw_body, duplicate_count)
        SELECT r.customer_id, r.id, r.customer_seq, r.event, r.action, r.record_id, r.attempts, r.raw_body::jsonb,
          r.raw_body, r.extra
        FROM numbered r
        ORDER BY r.n
        ON CONFLICT (customer_id, id) DO UPDATE SET
          duplicate_count = webhook_inbox.duplicate_count + EXCLUDED.duplicate_count + 1,
          last_received_at = clock_timestamp(),
          attempts = GREATEST(webhook_inbox.attempts, EXCLUDED.attempts)
        RETURNING customer_id, id, customer_seq, event, action, record_id, attempts, duplicate_count, received_at,
          CASE WHEN xmax = 0 THEN NULL ELSE raw_body END AS raw_body, (xmax = 0) AS inserted`,
  );
}

/** Marks stored rows processed (by customer and its customer_seq), several in one statement. */
export async function markInboxRowsProcessed(
  keys: readonly { customer_id: string; customer_seq: number }[],
): Promise<void> {
  if (keys.length === 0) return;
  const db = await getDb();
  await db.execute(
    sql`UPDATE webhook_inbox w SET processed_at = clock_timestamp()
        FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k(customer_id text, customer_seq bigint)
        WHERE w.customer_id = k.customer_id AND w.customer_seq = k.customer_seq AND w.processed_at IS NULL`,
  );
}

export async function findInboxRow(scope: CustomerScope, id: string): Promise<InboxRow | undefined> {
  const db = await getDb();
  const [row] = await executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox WHERE customer_id = ${scope.customerId} AND id = ${id}`,
  );
  return row;
}

/** Rows stored but not yet fanned out, oldest first, every customer's. */
export async function listUnprocessedRows(limit: number): Promise<InboxRow[]> {
  const db = await getDb();
  return executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox WHERE processed_at IS NULL ORDER BY seq LIMIT ${limit}`,
  );
}

export interface InboxQuery {
  /** Only events of this type. */
  event?: string;
  /** Only rows first received after this customer_seq (polling and SSE resume). */
  after?: number;
  limit: number;
}

/** This customer's rows, newest first; with `after`, the oldest missing ones first so a poller never skips a burst. */
export async function listInboxRows(scope: CustomerScope, query: InboxQuery): Promise<InboxRow[]> {
  const db = await getDb();
  const filters = [
    sql`customer_id = ${scope.customerId}`,
    query.event ? sql`event = ${query.event}` : undefined,
    query.after !== undefined ? sql`customer_seq > ${query.after}` : undefined,
  ].filter((f): f is SQL => f !== undefined);
  const where = sql`WHERE ${sql.join(filters, sql` AND `)}`;
  const order = query.after !== undefined ? sql`customer_seq ASC` : sql`customer_seq DESC`;
  return executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox ${where} ORDER BY ${order} LIMIT ${query.limit}`,
  );
}
