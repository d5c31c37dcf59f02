import "server-only";
import { and, count, desc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { type ChangeRequestRow, changeRequestApprovals, changeRequests } from "@/lib/db/approvals-schema";
import type { CustomerScope } from "@/lib/db/scope";

export type { ChangeRequestRow };

/**
 * Queries of change requests and their approvals (lib/approvals holds the four-eyes rules and
 * turns rows into views). Every function takes the customer first and filters by it,
 * so a request of another customer is simply not found. Status moves only forward and only
 * through conditional UPDATEs (WHERE status = …), so two instances deciding at once cannot
 * both win.
 */

export type NewChangeRequest = Omit<
  typeof changeRequests.$inferInsert,
  "customerId" | "status" | "decidedAt" | "decidedBy" | "decisionReason" | "result" | "apiRequestId"
>;

export async function insertChangeRequest(scope: CustomerScope, request: NewChangeRequest): Promise<ChangeRequestRow> {
  const db = await getDb();
  const [row] = await db
    .insert(changeRequests)
    .values({ ...request, customerId: scope.customerId, status: "pending" })
    .returning();
  if (!row) throw new Error("change request not stored");
  return row;
}

export async function getChangeRequestRow(scope: CustomerScope, id: string): Promise<ChangeRequestRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.customerId, scope.customerId), eq(changeRequests.id, id)));
  return row;
}

/** The approvals of these requests, oldest first, by request id. */
export async function approvalsOf(scope: CustomerScope, ids: string[]) {
  if (ids.length === 0) return new Map<string, { email: string; at: string }[]>();
  const db = await getDb();
  const rows = await db
    .select()
    .from(changeRequestApprovals)
    .where(and(eq(changeRequestApprovals.customerId, scope.customerId), inArray(changeRequestApprovals.requestId, ids)))
    .orderBy(changeRequestApprovals.at);
  const byRequest = new Map<string, { email: string; at: string }[]>();
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({ email: row.approverEmail, at: row.at.toISOString() });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

/**
 * Which requests a reader may see, as lib/approvals/visibility.ts decides it: those of these
 * operations ("all": every one), and the reader's own when makerEmail is given.
 */
export interface RequestFilter {
  operations: readonly string[] | "all";
  makerEmail?: string;
}

function visibleTo(filter: RequestFilter): SQL | undefined {
  if (filter.operations === "all") return undefined;
  const parts: SQL[] = [];
  if (filter.operations.length > 0) parts.push(inArray(changeRequests.operation, [...filter.operations]));
  if (filter.makerEmail) parts.push(eq(changeRequests.makerEmail, filter.makerEmail));
  return parts.length > 0 ? or(...parts) : sql`FALSE`;
}

const EVERY_REQUEST: RequestFilter = { operations: "all" };

/** Pending requests past their expiry become expired; returns the ids of those that did. */
export async function expireDue(scope: CustomerScope, now = new Date()): Promise<string[]> {
  return (await expireDueRows(scope, now)).map((r) => r.id);
}

/** As expireDue, with who asked for each and under which policy (their makers are told). */
export async function expireDueRows(
  scope: CustomerScope,
  now = new Date(),
): Promise<{ id: string; makerEmail: string; operation: string }[]> {
  const db = await getDb();
  return db
    .update(changeRequests)
    .set({ status: "expired", decidedAt: now })
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.status, "pending"),
        lte(changeRequests.expiresAt, now),
      ),
    )
    .returning({ id: changeRequests.id, makerEmail: changeRequests.makerEmail, operation: changeRequests.operation });
}

/** The customer's pending (or executing) or decided requests the filter lets through, newest first. */
export async function listChangeRequestRows(
  scope: CustomerScope,
  which: "pending" | "decided",
  limit = 100,
  filter: RequestFilter = EVERY_REQUEST,
): Promise<ChangeRequestRow[]> {
  const db = await getDb();
  const statusFilter =
    which === "pending"
      ? inArray(changeRequests.status, ["pending", "executing"])
      : sql`${changeRequests.status} NOT IN ('pending', 'executing')`;
  return db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.customerId, scope.customerId), statusFilter, visibleTo(filter)))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
    .limit(limit);
}

export async function pendingCount(
  scope: CustomerScope,
  now = new Date(),
  filter: RequestFilter = EVERY_REQUEST,
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.status, "pending"),
        sql`${changeRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
        visibleTo(filter),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The request of this operation on this target that an approval is running now (status
 * executing): the operation's run records which request it carried out.
 */
export async function executingRequestId(
  scope: CustomerScope,
  operationName: string,
  targetId: string,
): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.operationName, operationName),
        eq(changeRequests.targetId, targetId),
        eq(changeRequests.status, "executing"),
      ),
    )
    .orderBy(desc(changeRequests.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The pending requests on these targets of one type (not yet expired), oldest first: what a
 * record's page and its list mark as waiting for approval. "any": every target of the type (the
 * customer's one webhook configuration, whose first request names no id yet).
 */
export async function pendingForTargets(
  scope: CustomerScope,
  targetType: string,
  targetIds: readonly string[] | "any",
  now = new Date(),
): Promise<ChangeRequestRow[]> {
  if (targetIds !== "any" && targetIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.targetType, targetType),
        targetIds === "any" ? undefined : inArray(changeRequests.targetId, [...targetIds]),
        inArray(changeRequests.status, ["pending", "executing"]),
        sql`${changeRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(changeRequests.createdAt)
    .limit(200);
}

/**
 * The requests one policy held (e.g. every held recharge), whatever became of them, newest
 * first; only this maker's when makerEmail is given (a reader who may see only their own).
 */
export async function listRequestsOfOperation(
  scope: CustomerScope,
  operation: string,
  options: { makerEmail?: string; limit: number },
): Promise<ChangeRequestRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.operation, operation),
        options.makerEmail ? eq(changeRequests.makerEmail, options.makerEmail) : undefined,
      ),
    )
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
    .limit(options.limit);
}

/** Records one operator's approval; false when that operator had already approved. */
export async function addApproval(scope: CustomerScope, requestId: string, approverEmail: string): Promise<boolean> {
  const db = await getDb();
  const inserted = await db
    .insert(changeRequestApprovals)
    .values({ customerId: scope.customerId, requestId, approverEmail })
    .onConflictDoNothing()
    .returning({ requestId: changeRequestApprovals.requestId });
  return inserted.length > 0;
}

export async function approvalCount(scope: CustomerScope, requestId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(changeRequestApprovals)
    .where(
      and(eq(changeRequestApprovals.customerId, scope.customerId), eq(changeRequestApprovals.requestId, requestId)),
    );
  return Number(row?.n ?? 0);
}

/**
 * Moves a pending, unexpired request to executing and returns it; undefined when another
 * caller (this instance or another) got there first, or it is no longer pending. Exactly one
 * caller ever gets the row: the one whose UPDATE matched.
 */
export async function claimForExecution(
  scope: CustomerScope,
  requestId: string,
  now = new Date(),
): Promise<ChangeRequestRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(changeRequests)
    .set({ status: "executing" })
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.id, requestId),
        eq(changeRequests.status, "pending"),
        sql`${changeRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** Records how an execution ended; only the claimant's executing row moves. */
export async function finishExecution(
  scope: CustomerScope,
  requestId: string,
  outcome: {
    status: "executed" | "failed" | "stale";
    by: string;
    result: unknown;
    apiRequestId?: string | null;
  },
): Promise<ChangeRequestRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(changeRequests)
    .set({
      status: outcome.status,
      decidedAt: new Date(),
      decidedBy: outcome.by,
      result: outcome.result ?? null,
      apiRequestId: outcome.apiRequestId ?? null,
    })
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.id, requestId),
        eq(changeRequests.status, "executing"),
      ),
    )
    .returning();
  return row;
}

/** Rejects or cancels a pending request (cancel: only the maker's own). Nothing is executed. */
export async function closePending(
  scope: CustomerScope,
  requestId: string,
  change: { status: "rejected" | "cancelled"; by: string; reason: string | null; makerOnly?: string },
): Promise<ChangeRequestRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(changeRequests)
    .set({ status: change.status, decidedAt: new Date(), decidedBy: change.by, decisionReason: change.reason })
    .where(
      and(
        eq(changeRequests.customerId, scope.customerId),
        eq(changeRequests.id, requestId),
        eq(changeRequests.status, "pending"),
        change.makerOnly ? eq(changeRequests.makerEmail, change.makerOnly) : undefined,
      ),
    )
    .returning();
  return row;
}
