import "server-only";
import { processSingleton } from "@/lib/server/process-singleton";
import { storeDeliveries, type VerifiedDelivery } from "./inbox";
import type { InboxItem } from "./inbox-item";

export interface Stored {
  inserted: boolean;
  item: InboxItem;
}

type Store = (batch: readonly VerifiedDelivery[]) => Promise<Stored[]>;

interface Waiting {
  delivery: VerifiedDelivery;
  resolve: (stored: Stored) => void;
  reject: (error: unknown) => void;
}

/** Bigger batches gain little and would hold the first delivery's answer longer. */
const MAX_BATCH = 200;
/**
 * How long the first delivery of a batch waits for company. A single-row upsert
 * costs PGlite about as much CPU as 15 rows in one statement, so a couple of
 * milliseconds (nothing against the sender's 5 s limit) buys a lot under load.
 */
const BATCH_WINDOW_MS = 2;

/**
 * Group commit for the receiver: deliveries that arrive while a write is
 * running (or in the same loop turn) are stored together in one statement.
 * A delivery waits at most a short window for others; under a burst this
 * turns hundreds of single-row upserts a second into a few multi-row ones. A failed batch is retried one by one, so one bad row (a
 * body the store refuses) fails only its own request.
 */
export function createInboxWriter(store: Store = storeDeliveries, windowMs = BATCH_WINDOW_MS) {
  let queue: Waiting[] = [];
  let writing = false;

  async function writeOne(w: Waiting) {
    try {
      const [stored] = await store([w.delivery]);
      if (!stored) throw new Error("webhook_inbox upsert returned no row");
      w.resolve(stored);
    } catch (error) {
      w.reject(error);
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        const stored = await store(batch.map((w) => w.delivery));
        batch.forEach((w, i) => {
          const s = stored[i];
          if (s) w.resolve(s);
          else w.reject(new Error("webhook_inbox upsert returned no row"));
        });
      } catch (error) {
        if (batch.length === 1 && batch[0]) batch[0].reject(error);
        else for (const w of batch) await writeOne(w);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once the delivery is stored (or counted as a duplicate). */
    write(delivery: VerifiedDelivery): Promise<Stored> {
      const stored = new Promise<Stored>((resolve, reject) => queue.push({ delivery, resolve, reject }));
      if (!writing) {
        writing = true;
        // Requests that came in together (or within the window) go in one statement.
        setTimeout(() => void drain(), windowMs);
      }
      return stored;
    },
  };
}

/** One writer per process, so concurrent deliveries share its batches. */
export function storeDeliveryBatched(delivery: VerifiedDelivery): Promise<Stored> {
  return processSingleton("webhooks-inbox-writer", createInboxWriter).write(delivery);
}
