import { z } from "zod";
import { dateTime, jsonObject, nonEmpty } from "./primitives";

/** Spec: "Resources / Customer". deletedAt is listed as required; a live customer carries null. */
export const customerSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  strategiesByPair: jsonObject,
  availableProducts: jsonObject,
  active: z.boolean(),
  deletedAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Customer = z.infer<typeof customerSchema>;

/** Spec: PATCH /api/v2/customers/{id}; every field optional. Inner structure of the objects is not specified. */
export const customerUpdateInputSchema = z.strictObject({
  name: nonEmpty.max(200).optional(),
  strategiesByPair: jsonObject.optional(),
  availableProducts: jsonObject.optional(),
  active: z.boolean().optional(),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateInputSchema>;

export const customerListResponseSchema = z.looseObject({ customers: z.array(customerSchema), totalPage: z.number() });
