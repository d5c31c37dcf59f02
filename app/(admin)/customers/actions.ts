"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getCustomer, updateCustomer } from "@/lib/api/customers";
import { holdForApproval } from "@/lib/approvals/gate";
import { type Customer, customerSchema, customerUpdateClientSchema, nonEmpty } from "@/lib/contract";
import { getRecent, rememberRecord } from "@/lib/db/recent-records";

const schema = customerUpdateClientSchema.extend({ id: nonEmpty });

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
  // What a customer may do changes: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => auditView(await getCustomer(operator, input.id)),
  run: ({ id, ...body }, { operator, requestId }) => updateCustomer(operator, id, body, { requestId }),
  auditAfter: auditView,
});

export async function saveCustomer(raw: unknown): Promise<ActionResult<Customer>> {
  const held = await holdForApproval("customer", raw, { stepUp: true });
  if (held) return held;
  const result = await update(raw);
  if (result.ok) revalidatePath("/customers");
  return result;
}

/**
 * The specification-only path: the customer cannot be read, so only the filled fields are
 * sent, and the Customer the API returns is kept as the record shown from then on.
 */
const updateById = defineAction({
  action: "customer.update",
  targetType: "customer",
  schema,
  // What a customer may do changes: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => {
    const known = customerSchema.safeParse((await getRecent(operator, "customer", input.id))?.record);
    return known.success ? auditView(known.data) : undefined;
  },
  run: async ({ id, ...body }, { operator, requestId }) => {
    const customer = await updateCustomer(operator, id, body, { requestId });
    await rememberRecord(operator, "customer", id, operator.email, customer);
    return customer;
  },
  auditAfter: auditView,
});

export async function saveCustomerById(id: string, body: unknown): Promise<ActionResult<Customer>> {
  const input = typeof body === "object" && body !== null ? { ...body, id } : body;
  const held = await holdForApproval("customer", input, { stepUp: true });
  if (held) return held;
  const result = await updateById(input);
  if (result.ok) revalidatePath(`/customers/${encodeURIComponent(id)}`);
  return result;
}
