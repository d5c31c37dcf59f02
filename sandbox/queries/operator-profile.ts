import { eq } from "drizzle-orm";
import type { AuthContext } from "../auth/context";
import { customers } from "../db/schema";
import type { Db } from "../db/store";
import { ERROR_CODES, unauthorized } from "../lib/errors";

export interface OperatorProfile {
  operatorId: string;
  email: string;
  customer: { id: string; name: string };
  permissions: string[];
}

/**
 * Who the caller is and what it may do. The permissions are the ones the
 * bearer check resolved for this very request (active permissions of the
 * operator's active role), so they are exactly what the API enforces.
 */
export async function operatorProfile(db: Db, auth: AuthContext): Promise<OperatorProfile> {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, auth.customerId));
  // The bearer check only lets through operators of an existing, active customer.
  if (!customer) throw unauthorized(ERROR_CODES.revokedToken, "Access token revoked");
  return {
    operatorId: auth.operatorId,
    email: auth.email,
    customer,
    permissions: [...auth.permissions].sort(),
  };
}
