import { z } from "zod";
import { type CopRechargeInput, copRechargeResponseSchema } from "@/lib/contract";
import type { ActionError } from "@/lib/pipeline/result";

/**
 * What the recharge action answers and stores as the audit entry's "after": the input,
 * the API's response, and whether this was a recognised retry of an earlier submission.
 *
 * Client-safe (the recharge form makes order ids and reads refusals with it), so no server-only here.
 */
export const rechargeOutcomeSchema = z.looseObject({
  order: z.string(),
  amount: z.number(),
  description: z.string(),
  recharge: copRechargeResponseSchema,
  replayed: z.boolean(),
  /** When the earlier recharge was made (replays only), ISO 8601. */
  firstAt: z.string().nullish(),
});
export type RechargeOutcome = z.infer<typeof rechargeOutcomeSchema>;

/** A retry is the same request again: same order, amount and description. */
export function isSameRequest(earlier: Pick<CopRechargeInput, "amount" | "description">, input: CopRechargeInput) {
  return earlier.amount === input.amount && earlier.description.trim() === input.description.trim();
}

/** The API refused because the order was used before: a 400 naming "order". */
export function isRepeatedOrderRefusal(err: unknown): boolean {
  if (err === null || typeof err !== "object") return false;
  const { status, arguments: args } = err as { status?: unknown; arguments?: unknown };
  return (
    status === 400 &&
    Array.isArray(args) &&
    args.some(
      (a) => a && typeof a === "object" && String((a as { key?: unknown }).key).replace(/^body\./, "") === "order",
    )
  );
}

const ORDER_PREFIX = "RCH";

/** A fresh order id, e.g. "RCH-20261122-9f2c41d07a": date for humans, randomness for uniqueness. */
export function newOrderId(now = new Date()): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${ORDER_PREFIX}-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${random}`;
}

/** The action's error for a refused repeated order: the API's code, or a field error on "order" from a 400. */
export function isRepeatedOrderError(error: ActionError): boolean {
  if (error.code === "RECHARGE.1002") return true;
  return (
    error.kind === "validation" &&
    Object.keys(error.fieldErrors ?? {}).some((k) => k.replace(/^body\./, "") === "order")
  );
}
