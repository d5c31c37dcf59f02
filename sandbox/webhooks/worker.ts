import { randomUUID } from "node:crypto";
import { signBody } from "@/lib/contract/signature";
import type { Db } from "../db/store";
import { onOutboxSignal } from "../events/wake";
import type { Logger } from "../lib/logger";
import { envelopeBody } from "./envelope";
import { type AttemptRecord, type ClaimedDelivery, cancelClaimed, claimDue } from "./outbox";
import { createResultWriter } from "./result-writer";
import { retryDelayMs } from "./schedule";
import { sendDelivery } from "./send";
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from "./settings";
import { heartbeat, registerWorker, releaseOrphans, releaseOwn, unregisterWorker } from "./workers";

/** Rows claimed ahead in one statement under a steady burst (fewer with few slots: leases age while queued). */
const CLAIM_BATCH = 128;

/** Configuration URLs parsed once each (a burst sends hundreds a second to the same one). */
const parsedUrls = new Map<string, URL>();
function urlOf(text: string): URL {
  let url = parsedUrls.get(text);
  if (!url) {
    if (parsedUrls.size > 1_000) parsedUrls.clear();
    url = new URL(text);
    parsedUrls.set(text, url);
  }
  return url;
}

export interface DeliveryWorker {
  readonly id: string;
  /** Look for due deliveries now. */
  wake(): void;
  /** Stops claiming, waits for deliveries in flight (at most the 5 s limit), deregisters. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  db: Db;
  logger: Logger;
  settings?: Partial<WebhookSettings>;
}

/**
 * The delivery loop: claim due rows up to the free slots, send each one,
 * record the outcome and schedule the retry. Woken by emitEvent in this
 * process and by every finished delivery; polls otherwise, which also picks
 * up events written by other processes and retries coming due.
 */
export async function startDeliveryWorker({ db, logger, settings }: WorkerOptions): Promise<DeliveryWorker> {
  const cfg = { ...DEFAULT_WEBHOOK_SETTINGS, ...settings };
  const id = randomUUID();
  /** Sends under way (at most cfg.concurrency): the receiver's share of the load. */
  const inFlight = new Set<Promise<void>>();
  /** Outcomes received, their store write pending. */
  const writes = new Set<Promise<void>>();
  let stopping = false;
  let pumping = false;
  let again = false;
  let scheduled = false;

  const writer = createResultWriter(
    db,
    id,
    (err) => logger.error({ err: String(err) }, "webhook attempt outcome not stored"),
    // While sends are in flight more outcomes are coming: they are written together.
    { busy: () => inFlight.size > 0 },
  );

  await registerWorker(db, id);
  await releaseOrphans(db, cfg.heartbeatMs * 3, 60_000);

  /** Sends one attempt; answers its outcome, to store. */
  async function send(delivery: ClaimedDelivery): Promise<AttemptRecord | undefined> {
    if (delivery.url === null || delivery.secret === null) {
      await cancelClaimed(db, id, delivery.eventId, "webhook configuration deleted or inactive");
      return undefined;
    }
    const startedAt = new Date();
    const body = envelopeBody(delivery, startedAt);
    const result = await sendDelivery(urlOf(delivery.url), body, signBody(delivery.secret, body));
    const nextDelayMs = result.ok ? undefined : retryDelayMs(delivery.attempt + 1, cfg.retryScale);
    return { delivery, url: delivery.url, startedAt, result, nextDelayMs };
  }

  /**
   * The outcome is stored in the background: the slot is free for the next send as soon as
   * the answer is in. Until the write, the row stays in_flight under this worker's lease, so
   * a crash in between re-sends it (at least once) rather than losing it.
   */
  function store(rec: AttemptRecord) {
    const write = writer.write(rec).then(() => {
      writes.delete(write);
      if (!rec.result.ok && rec.nextDelayMs === undefined) {
        logger.warn(
          { eventId: rec.delivery.eventId, status: rec.result.status, error: rec.result.error },
          "webhook delivery failed permanently",
        );
      }
    });
    writes.add(write);
  }

  function launch(delivery: ClaimedDelivery) {
    const task = send(delivery)
      .then((rec) => rec && store(rec))
      .catch((err: unknown) => logger.error({ eventId: delivery.eventId, err: String(err) }, "webhook delivery error"))
      .finally(() => {
        inFlight.delete(task);
        if (inFlight.size === 0) writer.flush();
        schedulePump();
      });
    inFlight.add(task);
  }

  // Claimed but not yet started: claiming ahead in batches keeps the store's
  // statements per delivery low (PGlite runs one statement at a time).
  let buffer: ClaimedDelivery[] = [];

  function startBuffered() {
    while (!stopping && inFlight.size < cfg.concurrency && buffer.length > 0) {
      launch(buffer.shift() as ClaimedDelivery);
    }
  }

  async function pump() {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        startBuffered();
        // Refill to the free slots, half a round of spare, and one claim batch beyond: a claim
        // costs PGlite ~10 ms whether it takes 32 rows or 128 (file-backed PGlite, measured 2026-11-22).
        const claimBatch = Math.min(CLAIM_BATCH, cfg.concurrency * 2);
        const room = claimBatch + Math.ceil(cfg.concurrency * 1.5) - inFlight.size - buffer.length;
        if (stopping || buffer.length > cfg.concurrency / 2 || room <= 0) break;
        const claimed = await claimDue(db, id, room);
        buffer = buffer.concat(claimed);
        startBuffered();
        if (claimed.length === room) again = true;
      } while (again && !stopping);
    } catch (err) {
      if (!stopping) logger.error({ err: String(err) }, "webhook outbox claim failed");
    } finally {
      pumping = false;
    }
  }

  // Many deliveries finishing together trigger one claim, not one each.
  function schedulePump() {
    if (scheduled || stopping) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void pump();
    });
  }

  const poll = setInterval(schedulePump, cfg.pollMs);
  const beat = setInterval(() => {
    heartbeat(db, id)
      .then(() => releaseOrphans(db, cfg.heartbeatMs * 3, 60_000))
      .then((n) => {
        if (n > 0) {
          logger.info({ released: n }, "webhook deliveries of a stopped worker queued again");
          schedulePump();
        }
      })
      .catch((err: unknown) => logger.error({ err: String(err) }, "webhook worker heartbeat failed"));
  }, cfg.heartbeatMs);
  const unsubscribe = onOutboxSignal(schedulePump);
  schedulePump();

  return {
    id,
    wake: schedulePump,
    async stop() {
      stopping = true;
      clearInterval(poll);
      clearInterval(beat);
      unsubscribe();
      while (pumping) await new Promise((r) => setTimeout(r, 5));
      await Promise.allSettled([...inFlight]);
      writer.flush();
      await Promise.allSettled([...writes]);
      buffer = [];
      await releaseOwn(db, id).catch(() => undefined);
      await unregisterWorker(db, id).catch(() => undefined);
    },
  };
}
