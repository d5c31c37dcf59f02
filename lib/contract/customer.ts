import { z } from "zod";
import { availableProductsSchema, strategiesByPairSchema, type UnknownKeys } from "./pricing";
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

function customerUpdate(unknownKeys: UnknownKeys) {
  return z.strictObject({
    name: nonEmpty.max(200).optional(),
    strategiesByPair: strategiesByPairSchema(unknownKeys).optional(),
    availableProducts: availableProductsSchema(unknownKeys).optional(),
    active: z.boolean().optional(),
  });
}

/**
 * Spec: PATCH /api/v2/customers/{id}; every field optional. The inside of the two objects is
 * not specified; the sandbox's structure is lib/contract/pricing.ts, and the sandbox refuses
 * keys it does not know.
 */
export const customerUpdateInputSchema = customerUpdate("strict");
export type CustomerUpdateInput = z.infer<typeof customerUpdateInputSchema>;

/**
 * What the dashboard sends: the same rules, keeping keys a real API sent inside the objects
 * (a PATCH replaces them whole, so dropping them would delete them).
 */
export const customerUpdateClientSchema = customerUpdate("keep");

/**
 * The customer form: what is on screen (open objects, possibly wrong while edited), held to
 * the client rules with every field present (the form sends the whole customer).
 */
export const customerFormSchema = z
  .object({ name: z.string(), active: z.boolean(), availableProducts: jsonObject, strategiesByPair: jsonObject })
  .pipe(customerUpdateClientSchema.required());
export type CustomerFormValues = z.input<typeof customerFormSchema>;

export const customerListResponseSchema = z.looseObject({ customers: z.array(customerSchema), totalPage: z.number() });
