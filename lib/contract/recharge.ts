import { z } from "zod";
import { nonEmpty } from "./primitives";

export const RECHARGE_ORDER_MAX = 100;
export const RECHARGE_DESCRIPTION_MAX = 250;

/** Spec: POST /api/v2/backoffice/ops/recharges/cop. */
export const copRechargeInputSchema = z.strictObject({
  order: nonEmpty.max(RECHARGE_ORDER_MAX, `At most ${RECHARGE_ORDER_MAX} characters`),
  amount: z.number().int("Whole pesos only").min(1, "At least 1 COP"),
  description: nonEmpty.max(RECHARGE_DESCRIPTION_MAX, `At most ${RECHARGE_DESCRIPTION_MAX} characters`),
});
export type CopRechargeInput = z.infer<typeof copRechargeInputSchema>;

/** Spec: "COP recharge response". */
export const copRechargeResponseSchema = z.looseObject({
  CODE: z.string(),
  DESC: z.string(),
  DATA: z.looseObject({
    OrdenID: z.string(),
    Monto: z.string(),
    PVordenID: z.string(),
    Referencia: z.string(),
    Operacion: z.string(),
    checkout: z.string(),
  }),
});
export type CopRechargeResponse = z.infer<typeof copRechargeResponseSchema>;
