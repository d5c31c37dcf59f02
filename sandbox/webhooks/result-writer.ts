import type { Db } from "../db/store";
import { type AttemptRecord, recordAttempts } from "./outbox";

/**
 * Collects attempt outcomes and writes them in batches: while one batch is
 * being written, the next accumulates. Under load this turns hundreds of
 * single-row updates a second into a few multi-row statements; when idle a
 * result is written at once.
 */
export function createResultWriter(db: Db, workerId: string, onError: (err: unknown) => void) {
  let queue: Array<{ rec: AttemptRecord; done: () => void }> = [];
  let writing = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await recordAttempts(
          db,
          workerId,
          batch.map((b) => b.rec),
        );
      } catch (err) {
        // The rows stay in_flight and are re-sent after the lease check: at-least-once holds.
        onError(err);
      }
      for (const b of batch) b.done();
    }
    writing = false;
  }

  return {
    /** Resolves once the outcome is stored (or its write failed and was reported). */
    write(rec: AttemptRecord): Promise<void> {
      const stored = new Promise<void>((resolve) => queue.push({ rec, done: resolve }));
      if (!writing) {
        writing = true;
        // After this loop turn's other I/O callbacks: PGlite runs queries on the
        // main thread, so answers that came in meanwhile are all waiting there.
        setImmediate(() => void drain());
      }
      return stored;
    },
  };
}
