import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { operatorPreferences } from "@/lib/db/schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Queries of an operator's preferences (lib/i18n/operator-preferences.ts checks the values and
 * spells the operator's key: the email in lower case).
 */

export interface StoredPreferences {
  timeZone: string | null;
  updatedAt: Date;
}

export async function findOperatorPreferences(
  scope: CustomerScope,
  operatorKey: string,
): Promise<StoredPreferences | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: operatorPreferences.timeZone, updatedAt: operatorPreferences.updatedAt })
    .from(operatorPreferences)
    .where(
      and(eq(operatorPreferences.customerId, scope.customerId), eq(operatorPreferences.operatorEmail, operatorKey)),
    );
  return row;
}

/** Stores the operator's zone (null: follow the browser), replacing the earlier one. */
export async function upsertOperatorTimeZone(
  scope: CustomerScope,
  operatorKey: string,
  timeZone: string | null,
): Promise<StoredPreferences | undefined> {
  const db = await getDb();
  const [row] = await db
    .insert(operatorPreferences)
    .values({ customerId: scope.customerId, operatorEmail: operatorKey, timeZone })
    .onConflictDoUpdate({
      target: [operatorPreferences.customerId, operatorPreferences.operatorEmail],
      set: { timeZone, updatedAt: sql`now()` },
    })
    .returning({ timeZone: operatorPreferences.timeZone, updatedAt: operatorPreferences.updatedAt });
  return row;
}
