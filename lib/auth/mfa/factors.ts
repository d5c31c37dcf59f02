import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorFactors } from "@/lib/db/operator-auth-schema";

/** Whether this operator (customer and email) has enrolled any second factor. */
export async function hasEnrolledFactor(customerId: string, operatorEmail: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: operatorFactors.id })
    .from(operatorFactors)
    .where(and(eq(operatorFactors.customerId, customerId), eq(operatorFactors.operatorEmail, operatorEmail)))
    .limit(1);
  return rows.length > 0;
}
