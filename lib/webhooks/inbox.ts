import "server-only";
import {
  findInboxRow,
  type InboxQuery,
  type InboxRow,
  listInboxRows,
  listUnprocessedRows,
  markInboxRowsProcessed,
  upsertInboxRows,
} from "@/lib/db/queries/webhook-inbox";
import type { CustomerScope } from "@/lib/db/scope";
import type { InboxItem, InboxPage } from "./inbox-item";

/**
 * The webhook inbox: every verified delivery, stored under the customer whose
 * receiver took it (lib/webhooks/receivers.ts) and read only within a customer. Its queries are in
 * lib/db/queries/webhook-inbox.ts; here, items are made of rows.
 */

export type { InboxQuery };

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
  const stored = await upsertInboxRows(input);
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
  await markInboxRowsProcessed(
    items.map(({ customerId, item }) => ({ customer_id: customerId, customer_seq: item.seq })),
  );
}

export async function getInboxItem(scope: CustomerScope, id: string): Promise<InboxItem | undefined> {
  const row = await findInboxRow(scope, id);
  return row ? toItem(row) : undefined;
}

/** Stored but not yet fanned out (the process was busy, or stopped before its after-answer task ran). */
export async function listUnprocessed(limit: number): Promise<StoredItem[]> {
  const found = await listUnprocessedRows(limit);
  return found.map((row) => ({ customerId: row.customer_id, item: toItem(row) }));
}

/** This customer's events, newest first; with `after`, the oldest missing ones first so a poller never skips a burst. */
export async function listInbox(scope: CustomerScope, query: InboxQuery): Promise<InboxPage> {
  const items = await listInboxRows(scope, query);
  // Not map(toItem): map would hand each row's index to toItem as its payload.
  const mapped = items.map((row) => toItem(row));
  // The cursor comes from the rows returned, never from a separate max(customer_seq): a row stored between
  // two reads would otherwise be skipped by the next poll.
  const lastSeq = Math.max(query.after ?? 0, ...mapped.map((item) => item.seq));
  return { items: mapped, lastSeq };
}
