import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CopRechargeInput, CopRechargeResponse } from "@/lib/contract";
import { copRecharges } from "../db/backoffice-schema";
import type { Db } from "../db/store";
import { badRequest, notFound } from "../lib/errors";

type Row = typeof copRecharges.$inferSelect;

export const RECHARGE_CHECKOUT_PATH = "/api/v2/backoffice/ops/recharges/cop/checkout";

/** Spec: "COP recharge response"; every DATA field is a string, Monto included. */
export function toRechargeResponse(row: Row): CopRechargeResponse {
  return {
    CODE: "00",
    DESC: "Orden de recarga creada; pendiente de pago en el checkout",
    DATA: {
      OrdenID: row.orderId,
      Monto: String(row.amount),
      PVordenID: row.pvOrderId,
      Referencia: row.reference,
      Operacion: row.operation,
      checkout: row.checkoutUrl,
    },
  };
}

export interface RechargeCaller {
  customerId: string;
  operatorId: string;
}

const repeatedOrder = (order: string) =>
  badRequest(
    "RECHARGE.1002",
    [
      `order: ${order} was already used by an earlier recharge; read it with GET /api/v2/backoffice/ops/recharges/cop?order=${encodeURIComponent(order)}`,
    ],
    [{ key: "order", value: order }],
  );

/**
 * Creates a recharge. The order is unique per customer; the unique index
 * decides (ON CONFLICT DO NOTHING), so two racing requests with one order
 * cannot both succeed and the loser gets the same 400 as a later retry.
 */
export async function createRecharge(db: Db, caller: RechargeCaller, input: CopRechargeInput, origin: string) {
  const checkoutToken = randomBytes(16).toString("hex");
  const [row] = await db
    .insert(copRecharges)
    .values({
      id: randomUUID(),
      customerId: caller.customerId,
      operatorId: caller.operatorId,
      orderId: input.order,
      amount: input.amount,
      description: input.description,
      pvOrderId: String(randomInt(1_000_000_000, 9_999_999_999)),
      reference: `RCOP${randomBytes(5).toString("hex").toUpperCase()}`,
      operation: "RECARGA_COP",
      checkoutToken,
      checkoutUrl: `${origin}${RECHARGE_CHECKOUT_PATH}/${checkoutToken}`,
    })
    .onConflictDoNothing({ target: [copRecharges.customerId, copRecharges.orderId] })
    .returning();
  if (!row) throw repeatedOrder(input.order);
  return toRechargeResponse(row);
}

export async function findRechargeByOrder(db: Db, customerId: string, order: string) {
  const [row] = await db
    .select()
    .from(copRecharges)
    .where(and(eq(copRecharges.customerId, customerId), eq(copRecharges.orderId, order)));
  if (!row) throw notFound("RECHARGE.1404", `No recharge with order ${order}`);
  return toRechargeResponse(row);
}

export async function findRechargeByCheckoutToken(db: Db, token: string) {
  const [row] = await db.select().from(copRecharges).where(eq(copRecharges.checkoutToken, token));
  return row;
}
