import { type DeliveryOutcome, metrics } from "@/lib/metrics/registry";

/** One delivery received, by outcome (lib/metrics/registry.ts DELIVERY_OUTCOMES). */
export function countDelivery(outcome: DeliveryOutcome): void {
  metrics().webhookDeliveries.inc({ outcome });
}

/** Time from the envelope's own timestamp (the event's creation) to its storing, retries included. */
export function observeDeliveryLag(createdAt: string, now = Date.now()): void {
  const at = Date.parse(createdAt);
  // A sender's clock ahead of ours would give a negative lag: counted as none rather than dropped.
  if (Number.isFinite(at)) metrics().webhookLag.observe(Math.max(0, (now - at) / 1000));
}

/** The HTTP answers of the receipt that acceptDelivery does not count itself. */
export function countRefusedReceipt(status: number): void {
  if (status === 413) countDelivery("too_large");
  else if (status === 400) countDelivery("malformed");
  else if (status >= 500) countDelivery("unavailable");
}
