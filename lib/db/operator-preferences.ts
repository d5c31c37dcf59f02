import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { canonicalTimeZone } from "@/lib/i18n/time-zone";
import { operatorPreferences } from "./schema";
import type { CustomerScope } from "./scope";

export interface OperatorPreferences {
  /** IANA zone the operator chose; null follows the browser's zone. */
  timeZone: string | null;
  updatedAt: Date | null;
}

const NONE: OperatorPreferences = { timeZone: null, updatedAt: null };

/** An email names the same operator whatever its case. */
const operatorKey = (email: string) => email.trim().toLowerCase();

export class InvalidTimeZoneError extends Error {
  constructor(readonly value: string) {
    super(`Unknown time zone "${value}": use an IANA name such as America/Bogota`);
    this.name = "InvalidTimeZoneError";
  }
}

export async function getOperatorPreferences(scope: CustomerScope, email: string): Promise<OperatorPreferences> {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: operatorPreferences.timeZone, updatedAt: operatorPreferences.updatedAt })
    .from(operatorPreferences)
    .where(
      and(
        eq(operatorPreferences.customerId, scope.customerId),
        eq(operatorPreferences.operatorEmail, operatorKey(email)),
      ),
    );
  if (!row) return NONE;
  // A zone a later runtime dropped (or a hand-edited row) falls back to the browser's.
  return { timeZone: canonicalTimeZone(row.timeZone), updatedAt: row.updatedAt };
}

/**
 * Stores the operator's zone (canonical IANA spelling), or null to follow the browser again.
 * Throws InvalidTimeZoneError before writing anything when the zone is unknown.
 */
export async function setOperatorTimeZone(
  scope: CustomerScope,
  email: string,
  timeZone: string | null,
): Promise<OperatorPreferences> {
  let zone: string | null = null;
  if (timeZone !== null) {
    zone = canonicalTimeZone(timeZone);
    if (!zone) throw new InvalidTimeZoneError(timeZone);
  }
  const db = await getDb();
  const [row] = await db
    .insert(operatorPreferences)
    .values({ customerId: scope.customerId, operatorEmail: operatorKey(email), timeZone: zone })
    .onConflictDoUpdate({
      target: [operatorPreferences.customerId, operatorPreferences.operatorEmail],
      set: { timeZone: zone, updatedAt: sql`now()` },
    })
    .returning({ timeZone: operatorPreferences.timeZone, updatedAt: operatorPreferences.updatedAt });
  return row ?? { timeZone: zone, updatedAt: null };
}
