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
