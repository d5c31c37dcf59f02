import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { customerOperators } from "@/lib/db/schema";

/** Longest name kept: the API's name is display text, bounded so a long one cannot bloat the row. */
const NAME_MAX = 200;

/**
 * Records that an operator signed in for a customer (or refreshes the name and time): called at
 * every sign-in, so the operator stays known after their sessions are pruned.
 */
export async function recordOperatorSignIn(input: {
  customerId: string;
  email: string;
  name: string;
  at: Date;
}): Promise<void> {
  const db = await getDb();
  const row = {
    customerId: input.customerId,
    operatorEmail: input.email.toLowerCase(),
    name: input.name.slice(0, NAME_MAX),
    lastSignedInAt: input.at,
  };
  await db
    .insert(customerOperators)
    .values(row)
    .onConflictDoUpdate({
      target: [customerOperators.customerId, customerOperators.operatorEmail],
      set: {
        name: row.name,
        lastSignedInAt: sql`greatest(${customerOperators.lastSignedInAt}, excluded.last_signed_in_at)`,
      },
    });
}
