/**
 * One received event as the live view shows it. Client-safe (no server
 * imports): the SSE stream, the polling route and the page all send this shape.
 */
export interface InboxItem {
  /** Envelope id (unique). */
  id: string;
  /**
   * Order of first receipt within the customer (the store's customer_seq: 1, 2, 3… counting only
   * this customer's events); the live view's resume cursor and SSE id.
   */
  seq: number;
  event: string;
  action: string;
  recordId: string | null;
  /** The envelope's attempts value of the latest copy received. */
  attempts: number;
  duplicateCount: number;
  /** ISO time of first receipt (stored). */
  receivedAt: string;
  /** The verified envelope as received. */
  payload: unknown;
}

export interface InboxPage {
  items: InboxItem[];
  /** Highest customer seq among the rows read; poll with after=lastSeq. */
  lastSeq: number;
}

/** Newest first, one entry per id; a later copy of an id (duplicate count changed) replaces the earlier one. */
export function mergeItems(current: readonly InboxItem[], incoming: readonly InboxItem[], limit: number): InboxItem[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) {
    const known = byId.get(item.id);
    if (!known || item.duplicateCount >= known.duplicateCount) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => b.seq - a.seq).slice(0, limit);
}
