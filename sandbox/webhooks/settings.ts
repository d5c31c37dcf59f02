/** Delivery worker settings, from the environment of the sandbox process. */
export interface WebhookSettings {
  /** Multiplies the spec's retry delays (0.001: a minute becomes 60 ms). Never touches the 5 s answer limit. */
  retryScale: number;
  /**
   * Deliveries in flight at once. More in flight lets the receiver store them in bigger
   * batches: bench/webhooks draining 1,002 queued events sent 244/s with 32 in flight and
   * 278/s with 64 (CPU per event 5.9 → 4.8 ms over both sides), while answers waited longer
   * (p50 about 0.3 s, far inside each delivery's own 5 s limit); 128 gained nothing more.
   */
  concurrency: number;
  /** How often the outbox is polled when nothing wakes the worker. */
  pollMs: number;
  /** Heartbeat period; a worker silent for 3 beats is presumed dead and its rows are re-sent. */
  heartbeatMs: number;
  /**
   * false (SANDBOX_WEBHOOK_DELIVERY=off): this process serves the API and queues events in the
   * outbox but sends none; another process on the same store, or a later start, delivers them.
   * An API-only replica beside a delivering one, or a backlog to drain (bench/webhooks).
   */
  deliver: boolean;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryScale: 1,
  concurrency: 64,
  pollMs: 100,
  heartbeatMs: 1_000,
  deliver: true,
};

function onOff(value: string | undefined, name: string): boolean {
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

function number(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number >= ${min}, got "${value}"`);
  return n;
}

export function loadWebhookSettings(env: Record<string, string | undefined> = process.env): WebhookSettings {
  const d = DEFAULT_WEBHOOK_SETTINGS;
  return {
    retryScale: number(env.SANDBOX_RETRY_SCALE, d.retryScale, "SANDBOX_RETRY_SCALE", 0),
    concurrency: Math.floor(number(env.SANDBOX_WEBHOOK_CONCURRENCY, d.concurrency, "SANDBOX_WEBHOOK_CONCURRENCY", 1)),
    pollMs: number(env.SANDBOX_WEBHOOK_POLL_MS, d.pollMs, "SANDBOX_WEBHOOK_POLL_MS", 5),
    heartbeatMs: d.heartbeatMs,
    deliver: onOff(env.SANDBOX_WEBHOOK_DELIVERY, "SANDBOX_WEBHOOK_DELIVERY"),
  };
}
