import { eq } from "drizzle-orm";
import type { Customer, CustomerUpdateInput } from "@/lib/contract";
import { customers } from "../db/schema";
import type { Db } from "../db/store";
import { badRequest, notFound } from "../lib/errors";
import type { PageRequest } from "../lib/pagination";

type Row = typeof customers.$inferSelect;

export function toCustomer(row: Row): Customer {
  return {
    id: row.id,
    name: row.name,
    strategiesByPair: row.strategiesByPair,
    availableProducts: row.availableProducts,
    active: row.active,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An operator belongs to one customer and sees only that customer: the list
 * holds one record, and any other id answers 404 as if it did not exist.
 */
const ownOnly = (callerCustomerId: string, id: string) => {
  if (id !== callerCustomerId) throw notFound("CUSTOMER.1404", `Customer ${id} not found`);
};

export async function getCustomer(db: Db, callerCustomerId: string, id: string): Promise<Customer> {
  ownOnly(callerCustomerId, id);
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound("CUSTOMER.1404", `Customer ${id} not found`);
  return toCustomer(row);
}

export async function listCustomers(db: Db, callerCustomerId: string, pageReq: PageRequest) {
  const customer = await getCustomer(db, callerCustomerId, callerCustomerId);
  return { customers: pageReq.page === 1 ? [customer] : [], totalPage: 1 };
}

/** Given objects replace the stored ones whole (no deep merge), so what the client sent is what it reads back. */
export async function updateCustomer(db: Db, callerCustomerId: string, id: string, input: CustomerUpdateInput) {
  ownOnly(callerCustomerId, id);
  if (input.active === false) {
    // A deactivated customer's operators cannot log in: the caller would lock itself and its colleagues out.
    throw badRequest(
      "CUSTOMER.1002",
      ["active: an operator cannot deactivate its own customer"],
      [{ key: "active", value: "false" }],
    );
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return getCustomer(db, callerCustomerId, id);
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw notFound("CUSTOMER.1404", `Customer ${id} not found`);
  return toCustomer(row);
}
