"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getCustomer, updateCustomer } from "@/lib/api/customers";
import { type Customer, customerUpdateInputSchema, nonEmpty } from "@/lib/contract";

const schema = customerUpdateInputSchema.extend({ id: nonEmpty });

const auditView = (c: Customer) => ({
  name: c.name,
  active: c.active,
  availableProducts: c.availableProducts,
  strategiesByPair: c.strategiesByPair,
});

const update = defineAction({
  action: "customer.update",
  targetType: "customer",
  schema,
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => auditView(await getCustomer(operator, input.id)),
  run: ({ id, ...body }, { operator, requestId }) => updateCustomer(operator, id, body, { requestId }),
  auditAfter: auditView,
});

export async function saveCustomer(raw: unknown): Promise<ActionResult<Customer>> {
  const result = await update(raw);
  if (result.ok) revalidatePath("/customers");
  return result;
}
