import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { WebhookDelivery, WebhookDeliveryListQuery } from "@/lib/contract";
import { webhookAttempts, webhookConfigs, webhookDeliveries } from "../db/webhooks-schema";
import type { Db } from "../db/store";
import { signalOutbox } from "../events/wake";
import { badRequest, conflict, notFound } from "../lib/errors";
import { offsetOf, pageRequest, totalPages } from "../lib/pagination";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    eventId: row.eventId,
    webhookId: row.configId,
    event: row.event,
    action: row.action,
    state: row.status,
    attempt: row.attempt,
    attemptsMade: attempts.length,
    responseStatus: row.lastStatus,
    error: row.lastError,
    durationMs: row.lastDurationMs,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    resends: row.resends,
    createdAt: row.eventCreatedAt.toISOString(),
    attempts: attempts.map((a) => ({
      round: a.round,
      attempt: a.attempt,
      url: a.url,
      startedAt: a.startedAt.toISOString(),
      durationMs: a.durationMs,
      responseStatus: a.responseStatus,
      error: a.error,
      succeeded: a.succeeded,
    })),
  };
}

async function attemptsOf(db: Db, eventIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const byEvent = new Map<string, AttemptRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.eventId, eventIds))
    .orderBy(asc(webhookAttempts.id));
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  return byEvent;
}

/** Newest events first, each with its attempts in order. */
export async function listDeliveries(db: Db, customerId: string, query: WebhookDeliveryListQuery) {
  const page = pageRequest(query);
  const conditions: SQL[] = [eq(webhookDeliveries.customerId, customerId)];
  if (query.state) conditions.push(eq(webhookDeliveries.status, query.state));
  if (query.event) conditions.push(eq(webhookDeliveries.event, query.event));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.seq))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.eventId),
  );
  return {
    deliveries: rows.map((r) => toDelivery(r, attempts.get(r.eventId) ?? [])),
    totalPage: totalPages(total?.n ?? 0, page.limit),
  };
}

export async function getDelivery(db: Db, customerId: string, eventId: string): Promise<WebhookDelivery> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.customerId, customerId)));
  if (!row) throw notFound("WEBHOOK.1405", `No delivery for event ${eventId}`);
  const attempts = await attemptsOf(db, [eventId]);
  return toDelivery(row, attempts.get(eventId) ?? []);
}

/**
 * Queues an event again for immediate delivery, with the same envelope id,
 * to the customer's current active configuration, starting a fresh retry
 * round at attempts 0. An event already being sent is refused with 409.
 */
export async function resendDelivery(db: Db, customerId: string, eventId: string): Promise<WebhookDelivery> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.customerId, customerId)))
      .for("update");
    if (!row) throw notFound("WEBHOOK.1405", `No delivery for event ${eventId}`);
    if (row.status === "in_flight") {
      throw conflict("WEBHOOK.1409", `Event ${eventId} is being delivered right now`, [
        { key: "eventId", value: eventId },
      ]);
    }
    const [active] = await tx
      .select({ id: webhookConfigs.id })
      .from(webhookConfigs)
      .where(and(eq(webhookConfigs.customerId, customerId), eq(webhookConfigs.active, true)));
    if (!active) {
      throw badRequest(
        "WEBHOOK.1003",
        ["eventId: there is no active webhook configuration to send to"],
        [{ key: "eventId", value: eventId }],
      );
    }
    const now = new Date();
    await tx
      .update(webhookDeliveries)
      .set({
        configId: active.id,
        status: "pending",
        attempt: 0,
        nextAttemptAt: sql`now()`,
        resends: row.resends + 1,
        completedAt: null,
        updatedAt: now,
      })
      .where(eq(webhookDeliveries.eventId, eventId));
  });
  signalOutbox(0);
  return getDelivery(db, customerId, eventId);
}
