import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { approvalPolicies } from "@/lib/db/approvals-schema";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Queries of the customers' saved approval policies (lib/approvals/policy.ts fills in the
 * defaults for operations a customer has not saved).
 */

export type ApprovalPolicyRow = typeof approvalPolicies.$inferSelect;

export interface PolicyValues {
  enabled: boolean;
  thresholdCop: number | null;
  approversRequired: number;
  ttlMinutes: number;
  updatedBy: string;
}

/** The customer's saved policies, one per operation at most. */
export async function listPolicyRows(scope: CustomerScope): Promise<ApprovalPolicyRow[]> {
  const db = await getDb();
  return db.select().from(approvalPolicies).where(eq(approvalPolicies.customerId, scope.customerId));
}

/** Saves the customer's policy for one operation, replacing the one saved before. */
export async function upsertPolicy(scope: CustomerScope, operation: string, values: PolicyValues): Promise<void> {
  const db = await getDb();
  await db
    .insert(approvalPolicies)
    .values({ customerId: scope.customerId, operation, ...values })
    .onConflictDoUpdate({
      target: [approvalPolicies.customerId, approvalPolicies.operation],
      set: { ...values, updatedAt: sql`now()` },
    });
}
