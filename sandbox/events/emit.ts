import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { EventType } from "@/lib/contract";
import type { Db } from "../db/store";
import { queryRows } from "./sql";
import { signalOutbox } from "./wake";

export type EventAction = "CREATE" | "UPDATE" | "DELETE";

export interface EmitInput {
  customerId: string;
  event: EventType;
  action: EventAction;
  /** The record as carried in events (spec "Resources"); serialised as given. */
  data: Record<string, unknown>;
  /** When the change happened; defaults to now. Successive changes in one transaction pass increasing times. */
  occurredAt?: Date;
}

export interface EmitResult {
  /** Envelope id of the event. */
  id: string;
  /** False when no active configuration of the customer subscribes to this event type. */
  enqueued: boolean;
}

/**
 * Records an event in the webhook outbox, inside the caller's transaction:
 * pass the transaction handle (`db.transaction(async (tx) => { ...; await emitEvent(tx, ...) })`)
 * so the event exists if and only if the change commits. Only the customer's
 * active configuration, when subscribed to this event type, gets a delivery.
 */
export async function emitEvent(tx: Db, input: EmitInput): Promise<EmitResult> {
  const id = randomUUID();
  const occurredAt = (input.occurredAt ?? new Date()).toISOString();
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`INSERT INTO webhook_deliveries (event_id, customer_id, config_id, event, action, data, event_created_at)
        SELECT ${id}, c.customer_id, c.id, ${input.event}, ${input.action}, ${JSON.stringify(input.data)}::json,
               ${occurredAt}::timestamptz
        FROM webhook_configs c
        WHERE c.customer_id = ${input.customerId} AND c.active AND ${input.event}::text = ANY (c.events)
        RETURNING event_id`,
  );
  const enqueued = rows.length > 0;
  if (enqueued) signalOutbox();
  return { id, enqueued };
}

/**
 * emitEvent for several changes of one customer made in one transaction (a
 * ramp running through its statuses), in one statement: each store statement
 * has a fixed cost that dwarfs a row's. Answers in the order given.
 */
export async function emitEvents(tx: Db, inputs: readonly EmitInput[]): Promise<EmitResult[]> {
  if (inputs.length === 0) return [];
  const events = inputs.map((input, n) => ({
    n,
    id: randomUUID(),
    customer_id: input.customerId,
    event: input.event,
    action: input.action,
    data: input.data,
    occurred_at: (input.occurredAt ?? new Date()).toISOString(),
  }));
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`INSERT INTO webhook_deliveries (event_id, customer_id, config_id, event, action, data, event_created_at)
        SELECT e.id, c.customer_id, c.id, e.event, e.action, e.data, e.occurred_at
        FROM json_to_recordset(${JSON.stringify(events)}::json) AS e(
          n int, id text, customer_id text, event text, action text, data json, occurred_at timestamptz)
        JOIN webhook_configs c ON c.customer_id = e.customer_id AND c.active AND e.event = ANY (c.events)
        ORDER BY e.n
        RETURNING event_id`,
  );
  const enqueued = new Set(rows.map((r) => r.event_id));
  if (enqueued.size > 0) signalOutbox();
  return events.map((e) => ({ id: e.id, enqueued: enqueued.has(e.id) }));
}
