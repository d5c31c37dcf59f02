import { WEBHOOK_MAX_ATTEMPT, WEBHOOK_RETRY_DELAYS_MS } from "@/lib/contract";

/**
 * Delay before the attempt with the given attempts value (spec "Delivery and
 * retry"), multiplied by SANDBOX_RETRY_SCALE so tests can run the whole table
 * in seconds. undefined after the last attempt: the delivery has failed for good.
 */
export function retryDelayMs(attempt: number, scale: number): number | undefined {
  if (attempt < 0 || attempt > WEBHOOK_MAX_ATTEMPT) return undefined;
  const base = WEBHOOK_RETRY_DELAYS_MS[attempt];
  return base === undefined ? undefined : Math.round(base * scale);
}
