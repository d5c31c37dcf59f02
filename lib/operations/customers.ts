import "server-only";
import { getCustomer, updateCustomer } from "@/lib/api/customers";
import { type Customer, customerSchema, customerUpdateClientSchema, nonEmpty } from "@/lib/contract";
import { getRecent, rememberRecord } from "@/lib/db/queries/recent-records";
import { defineHoldableOperation } from "@/lib/pipeline/operation";
import { changed, diffOf, readable } from "./shared";

/** Customer changes: the contract's PATCH body plus the customer's id. */
const schema = customerUpdateClientSchema.extend({ id: nonEmpty });

const customerView = (c: Customer) => ({
  name: c.name,
  active: c.active,
  availableProducts: c.availableProducts,
  strategiesByPair: c.strategiesByPair,
});
type CustomerBase = ReturnType<typeof customerView>;

export const updateCustomerOperation = defineHoldableOperation({
  name: "customer.update",
  targetType: "customer",
  input: schema,
  permission: "customers:update",
  // What a customer may do changes: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  hold: {
    operation: "customer",
    // What the customer may use and how it is routed wait; its name does not.
    needsApproval: (input, _policy, base) => {
      const known = base as CustomerBase | null;
      const touches = (field: "availableProducts" | "strategiesByPair") =>
        input[field] !== undefined && (!known || changed(input[field], known[field]));
      return touches("availableProducts") || touches("strategiesByPair");
    },
    diff: ({ id: _id, ...body }, base) => diffOf(base as Record<string, unknown> | null, body),
  },
  // The API's record where it can be read, else the one this dashboard kept (the spec-only path).
  readBase: async (input, { operator }) => {
    const customer = await readable("customers-read", () => getCustomer(operator, input.id));
    if (customer) return customerView(customer);
    const known = customerSchema.safeParse((await getRecent(operator, "customer", input.id))?.record);
    return known.success ? customerView(known.data) : null;
  },
  audit: { after: (customer: Customer) => customerView(customer) },
  run: async ({ id, ...body }, { operator, requestId }) => {
    const customer = await updateCustomer(operator, id, body, { requestId });
    // Against an API that cannot read customers, the answer is the record shown from then on.
    await rememberRecord(operator, "customer", id, operator.email, customer);
    return customer;
  },
});
