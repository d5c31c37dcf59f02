import "server-only";
import {
  type AccountEventState,
  accountEventsKnownSince,
  applyAccountEvent,
  listAccountsByEventStatus,
} from "@/lib/db/queries/account-event-states";
import type { CustomerScope } from "@/lib/db/scope";
import { getLogger } from "@/lib/log/logger";
import { latestRegistration } from "./registrations";
import { RECEIVER_PATH } from "./url-rule";

/**
 * The compliance queue from ACCOUNT events, for an API that offers no account list: each
 * verified ACCOUNT delivery to this customer's receiver updates the customer's row for the
 * account (lib/db/queries/account-event-states.ts), and the accounts screen lists those last
 * seen PENDING.
 */

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const time = (v: unknown): Date | null => {
  const d = typeof v === "string" ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

export interface AccountEnvelope {
  id: string;
  action: string;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** Applies one verified ACCOUNT event; an event without an account id or status is logged and left out. */
export async function noteAccountEvent(scope: CustomerScope, envelope: AccountEnvelope): Promise<void> {
  const { data } = envelope;
  const accountId = text(data.id);
  const deleted = envelope.action === "DELETE";
  const status = text(data.status) ?? (deleted ? "DELETED" : null);
  if (!accountId || !status || !["CREATE", "UPDATE", "DELETE"].includes(envelope.action)) {
    getLogger().warn({ eventId: envelope.id, action: envelope.action }, "account event left out of the queue");
    return;
  }
  await applyAccountEvent(scope, {
    accountId,
    eventId: envelope.id,
    deleted,
    status,
    userId: text(data.userId),
    accountType: text(data.type),
    complianceUrl: text(data.complianceUrl),
    // The record's own time orders events; the envelope's only where the record has none.
    recordUpdatedAt: time(data.updatedAt) ?? time(envelope.updatedAt) ?? time(envelope.createdAt) ?? new Date(),
  });
}

export type EventQueue =
  | { receiver: "dashboard"; since: Date | null; pending: AccountEventState[]; registeredAt: Date | null }
  | { receiver: "elsewhere" };

/**
 * The queue where this dashboard receives the customer's ACCOUNT events: its newest registration
 * (POST /webhooks from here) points at its own receiver and asks for ACCOUNT, or ACCOUNT events
 * have reached its receiver (an API may answer the registration with another URL than the one
 * sent). Otherwise the events go to the customer's own receiver (one active configuration per
 * customer, which the dashboard must not replace to get them), and there is no queue here.
 */
export async function accountEventQueue(scope: CustomerScope): Promise<EventQueue> {
  const [registration, since] = await Promise.all([latestRegistration(scope), accountEventsKnownSince(scope)]);
  const registeredAt =
    registration?.events.includes("ACCOUNT") && pathOf(registration.url).startsWith(`${RECEIVER_PATH}/`)
      ? registration.registeredAt
      : null;
  if (registeredAt === null && since === null) return { receiver: "elsewhere" };
  const pending = await listAccountsByEventStatus(scope, "PENDING");
  return { receiver: "dashboard", since, pending, registeredAt };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}
