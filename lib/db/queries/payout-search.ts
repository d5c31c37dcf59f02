import "server-only";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { payoutFlight } from "@/lib/db/payouts-readmodel-schema";
import type { CustomerScope } from "@/lib/db/scope";

/** LIKE's own characters typed by the operator match themselves, not "anything". */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The command palette's payout search over the read model (lib/payouts-readmodel), for one
 * customer: ids and externalIds by their start, beneficiary names by any part, case-insensitive.
 * An exact id or externalId comes first, then the most recent in their status.
 */
export async function searchFlightPayouts(scope: CustomerScope, text: string, limit: number) {
  const db = await getDb();
  const start = `${literal(text)}%`;
  const anywhere = `%${literal(text)}%`;
  const exact = sql<number>`case when ${payoutFlight.payoutId} = ${text} or ${payoutFlight.externalId} = ${text} then 0 else 1 end`;
  return db
    .select({
      payoutId: payoutFlight.payoutId,
      externalId: payoutFlight.externalId,
      beneficiaryName: payoutFlight.beneficiaryName,
      status: payoutFlight.status,
      amount: payoutFlight.amount,
      currency: payoutFlight.currency,
      statusSince: payoutFlight.statusSince,
    })
    .from(payoutFlight)
    .where(
      and(
        eq(payoutFlight.customerId, scope.customerId),
        or(
          ilike(payoutFlight.payoutId, start),
          ilike(payoutFlight.externalId, start),
          ilike(payoutFlight.beneficiaryName, anywhere),
        ),
      ),
    )
    .orderBy(exact, desc(payoutFlight.statusSince))
    .limit(limit);
}
