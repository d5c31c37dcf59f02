import "server-only";
import { findOperatorPreferences, upsertOperatorTimeZone } from "@/lib/db/queries/operator-preferences";
import type { CustomerScope } from "@/lib/db/scope";
import { canonicalTimeZone } from "./time-zone";

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
  const row = await findOperatorPreferences(scope, operatorKey(email));
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
  const row = await upsertOperatorTimeZone(scope, operatorKey(email), zone);
  return row ?? { timeZone: zone, updatedAt: null };
}
