import type { ClaimedDelivery } from "./outbox";

/**
 * The body of one attempt (spec "Envelope"). Built as text so the event
 * record is sent byte for byte as stored. createdAt is when the event
 * happened, updatedAt when this attempt was made, attempts this attempt's
 * number (0 to 5). Every attempt of an event carries the same id.
 */
export function envelopeBody(delivery: ClaimedDelivery, attemptAt: Date): string {
  const s = JSON.stringify;
  return (
    `{"id":${s(delivery.eventId)},"event":${s(delivery.event)},"action":${s(delivery.action)},` +
    `"data":${delivery.dataJson},"createdAt":${s(delivery.createdAt)},` +
    `"updatedAt":${s(attemptAt.toISOString())},"attempts":${delivery.attempt}}`
  );
}
