/**
 * In-process signal from event emitters to the delivery worker, so a new
 * event is sent at once instead of at the next poll. The emitter cannot know
 * when its transaction commits, so the signal is delivered a few milliseconds
 * later; the worker's poll covers the rare case where that is still too early.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let scheduled: NodeJS.Timeout | undefined;

const COMMIT_GRACE_MS = 5;

export function onOutboxSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the worker(s) of this process to look for due deliveries soon. */
export function signalOutbox(delayMs = COMMIT_GRACE_MS): void {
  if (scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    for (const listener of listeners) listener();
  }, delayMs);
  scheduled.unref();
}
