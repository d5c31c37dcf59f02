import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";
import type { CustomerScope } from "@/lib/db/scope";
import type { InboxItem, InboxPage } from "./inbox-item";

/**
 * The webhook inbox: every verified delivery, stored under the customer whose
 * receiver took it (lib/webhooks/receivers.ts) and read only within a customer.
 */

interface InboxRow {
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

// The payload is read from the signed bytes as received (raw_body), not from the jsonb copy:
// key order as sent, and no jsonb-to-text conversion per row.
const COLUMNS = sql.raw(
  "customer_id, id, customer_seq, event, action, record_id, attempts, duplicate_count, received_at, raw_body",
);

function toItem(row: InboxRow, payload?: unknown): InboxItem {
  return {
    id: row.id,
    seq: Number(row.customer_seq),
    event: row.event,
    action: row.action,
    recordId: row.record_id,
    attempts: row.attempts,
    duplicateCount: row.duplicate_count,
    receivedAt: new Date(row.received_at).toISOString(),
    payload: payload ?? JSON.parse(row.raw_body),
  };
}

export interface VerifiedDelivery {
  /** The customer of the receiver that verified it: the only place it comes from. */
  customerId: string;
  id: string;
  event: string;
  action: string;
  recordId: string | null;
  attempts: number;
  /** The signed body, exactly as received. */
  rawBody: string;
  /** rawBody already parsed (the receiver has it): spares parsing it again for the live item. */
  payload?: unknown;
}

/** An item and the customer it belongs to, as the live fan-out carries it. */
export interface StoredItem {
  customerId: string;
  item: InboxItem;
}

/**
 * Stores a verified delivery once per customer and envelope id. A repeat (the sender's
 * at-least-once retries) is not stored again: the row's duplicate_count goes
 * up, atomically, even when copies arrive concurrently. `inserted` is false for a repeat.
 */
export async function storeDelivery(delivery: VerifiedDelivery): Promise<{ inserted: boolean; item: InboxItem }> {
  const [stored] = await storeDeliveries([delivery]);
  if (!stored) throw new Error("webhook_inbox upsert returned no row");
  return stored;
}

/**
 * storeDelivery for many deliveries in one statement (the receiver groups the
 * deliveries that arrive together: one statement instead of one each is what
 * lets PGlite keep up with hundreds a second). Copies of one id in the batch
 * become one row plus duplicates, as they would one after another. Answers in
 * the order given.
 */
export async function storeDeliveries(
  deliveries: readonly VerifiedDelivery[],
): Promise<Array<{ inserted: boolean; item: InboxItem }>> {
  // Envelope ids are unique per customer: two customers' deliveries never merge.
  const keyOf = (customerId: string, id: string) => JSON.stringify([customerId, id]);
  const first = new Map<string, { delivery: VerifiedDelivery; copies: number }>();
  for (const d of deliveries) {
    const seen = first.get(keyOf(d.customerId, d.id));
    if (seen) {
      seen.copies++;
      seen.delivery = { ...seen.delivery, attempts: Math.max(seen.delivery.attempts, d.attempts) };
    } else first.set(keyOf(d.customerId, d.id), { delivery: d, copies: 1 });
  }
  const input = [...first.values()].map(({ delivery: d, copies }, n) => ({
    n,
    customer_id: d.customerId,
    id: d.id,
    event: d.event,
    action: d.action,
    record_id: d.recordId,
    attempts: d.attempts,
    raw_body: d.rawBody,
    extra: copies - 1,
  }));
  const db = await getDb();
  // One statement, so one transaction. `fresh` are the rows not stored yet; `counted` bumps each
  // customer's counter by its fresh rows (customers in a fixed order, so two batches cannot
  // deadlock) and the row lock it takes makes every writer of that customer, on any instance,
  // wait its turn: numbers are handed out, and committed, in order. A row that a concurrent
  // writer stored first turns into a repeat below and leaves a gap in its customer's numbers,
  // never a duplicate number. A repeat carries 0 only to pass NOT NULL (checked before the
  // conflict): ON CONFLICT keeps the stored row's number. n keeps arrival order for the numbers. A new row starts with the
  // batch's own extra copies counted; an existing one counts every copy of the batch. A new
  // row's body is the one just sent: only a repeat's stored body comes back.
  const stored = await executeRows<Omit<InboxRow, "raw_body"> & { raw_body: string | null; inserted: boolean }>(
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
  const byKey = new Map(stored.map((row) => [keyOf(row.customer_id, row.id), row]));
  const answered = new Set<string>();
  return deliveries.map((d) => {
    const key = keyOf(d.customerId, d.id);
    const row = byKey.get(key);
    if (!row) throw new Error(`webhook_inbox upsert returned no row for ${d.id}`);
    // Of several copies in one batch, only the first counts as the insert (and is what was stored).
    const inserted = row.inserted && !answered.has(key);
    answered.add(key);
    const storedCopy = first.get(key)?.delivery ?? d;
    const item =
      row.raw_body === null
        ? toItem({ ...row, raw_body: storedCopy.rawBody }, storedCopy.payload)
        : toItem({ ...row, raw_body: row.raw_body });
    return { inserted, item };
  });
}

/** Marks stored items processed (by customer and its customer_seq), several in one statement. */
export async function markProcessed(items: readonly StoredItem[]): Promise<void> {
  if (items.length === 0) return;
  const db = await getDb();
  const keys = items.map(({ customerId, item }) => ({ customer_id: customerId, customer_seq: item.seq }));
  await db.execute(
    sql`UPDATE webhook_inbox w SET processed_at = clock_timestamp()
        FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k(customer_id text, customer_seq bigint)
        WHERE w.customer_id = k.customer_id AND w.customer_seq = k.customer_seq AND w.processed_at IS NULL`,
  );
}

export async function getInboxItem(scope: CustomerScope, id: string): Promise<InboxItem | undefined> {
  const db = await getDb();
  const [row] = await executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox WHERE customer_id = ${scope.customerId} AND id = ${id}`,
  );
  return row ? toItem(row) : undefined;
}

/** Stored but not yet fanned out (the process was busy, or stopped before its after-answer task ran). */
export async function listUnprocessed(limit: number): Promise<StoredItem[]> {
  const db = await getDb();
  const found = await executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox WHERE processed_at IS NULL ORDER BY seq LIMIT ${limit}`,
  );
  return found.map((row) => ({ customerId: row.customer_id, item: toItem(row) }));
}

export interface InboxQuery {
  /** Only events of this type. */
  event?: string;
  /** Only rows first received after this customer_seq (polling and SSE resume). */
  after?: number;
  limit: number;
}

/** This customer's events, newest first; with `after`, the oldest missing ones first so a poller never skips a burst. */
export async function listInbox(scope: CustomerScope, query: InboxQuery): Promise<InboxPage> {
  const db = await getDb();
  const filters = [
    sql`customer_id = ${scope.customerId}`,
    query.event ? sql`event = ${query.event}` : undefined,
    query.after !== undefined ? sql`customer_seq > ${query.after}` : undefined,
  ].filter((f): f is SQL => f !== undefined);
  const where = sql`WHERE ${sql.join(filters, sql` AND `)}`;
  const order = query.after !== undefined ? sql`customer_seq ASC` : sql`customer_seq DESC`;
  const items = await executeRows<InboxRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_inbox ${where} ORDER BY ${order} LIMIT ${query.limit}`,
  );
  // Not map(toItem): map would hand each row's index to toItem as its payload.
  const mapped = items.map((row) => toItem(row));
  // The cursor comes from the rows returned, never from a separate max(customer_seq): a row stored between
  // two reads would otherwise be skipped by the next poll.
  const lastSeq = Math.max(query.after ?? 0, ...mapped.map((item) => item.seq));
  return { items: mapped, lastSeq };
}

/** How many distinct events are stored for a customer: for tests and the bench. */
export async function inboxCount(scope: CustomerScope): Promise<number> {
  const db = await getDb();
  const [row] = await executeRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM webhook_inbox WHERE customer_id = ${scope.customerId}`,
  );
  return Number(row?.n ?? 0);
}
