"use server";

import { revalidatePath } from "next/cache";
import { updateCustomerOperation } from "@/lib/operations/customers";
import { operationAction, reshapedOperationAction } from "@/lib/pipeline/actions";

/** Customer edits: one operation (lib/operations/customers.ts), held under the customer policy. */
export const saveCustomer = operationAction(updateCustomerOperation, { onDone: () => revalidatePath("/customers") });

/** The specification-only path: the customer's page by id, the id apart from the body. */
export const saveCustomerById = reshapedOperationAction(
  updateCustomerOperation,
  {
    onDone: (customer) => revalidatePath(`/customers/${encodeURIComponent(customer.id)}`),
    reshape: (result) => result,
  },
  (id: string, body: unknown) => (typeof body === "object" && body !== null ? { ...body, id } : body),
);
