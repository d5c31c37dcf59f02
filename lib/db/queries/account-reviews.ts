import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { type AccountReviewDecisionRow, accountReviewDecisions } from "@/lib/db/account-reviews-schema";
import type { CustomerScope } from "@/lib/db/scope";

export type { AccountReviewDecisionRow };

/** The bound the table's check enforces; a longer text is refused before it gets there. */
export const STORED_REASON_MAX = 500;

export interface NewReviewDecision {
  accountId: string;
  decision: "APPROVE" | "REJECT";
  reasonCode: string | null;
  reason: string | null;
  operatorEmail: string;
  changeRequestId: string | null;
}

/** Keeps one decision the API accepted, for the account's history. */
export async function recordReviewDecision(
  scope: CustomerScope,
  decision: NewReviewDecision,
): Promise<AccountReviewDecisionRow> {
  if (decision.reason !== null && decision.reason.length > STORED_REASON_MAX)
    throw new Error(`a review reason is at most ${STORED_REASON_MAX} characters`);
  const db = await getDb();
  const [row] = await db
    .insert(accountReviewDecisions)
    .values({ ...decision, id: randomUUID(), customerId: scope.customerId })
    .returning();
  if (!row) throw new Error("review decision not stored");
  return row;
}

/** One account's decisions made here, newest first (bounded: a history, not an archive). */
export async function reviewHistory(
  scope: CustomerScope,
  accountId: string,
  limit = 20,
): Promise<AccountReviewDecisionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(accountReviewDecisions)
    .where(
      and(eq(accountReviewDecisions.customerId, scope.customerId), eq(accountReviewDecisions.accountId, accountId)),
    )
    .orderBy(desc(accountReviewDecisions.decidedAt), desc(accountReviewDecisions.id))
    .limit(limit);
}
