import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Account, AccountUpdateInput } from "@/lib/contract";
import { accounts } from "../db/backoffice-schema";
import type { Db } from "../db/store";
import { emitEvent } from "../events/emit";
import { notFound } from "../lib/errors";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";

type Row = typeof accounts.$inferSelect;

/** Wire shape: the Account record, complianceUrl included (spec: "In account events the record also carries complianceUrl"). */
export function toAccount(row: Row): Account {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    status: row.status,
    data: row.data,
    externalId: row.externalId,
    complianceUrl: row.complianceUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface AccountFilters {
  status?: string | undefined;
  type?: string | undefined;
  userId?: string | undefined;
}

/** The compliance review queue: PENDING first, then newest (createdAt, then id). */
export async function listAccounts(db: Db, customerId: string, filters: AccountFilters, pageReq: PageRequest) {
  const conditions: SQL[] = [eq(accounts.customerId, customerId)];
  if (filters.status) conditions.push(eq(accounts.status, filters.status));
  if (filters.type) conditions.push(eq(accounts.type, filters.type));
  if (filters.userId) conditions.push(eq(accounts.userId, filters.userId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(sql`(${accounts.status} = 'PENDING') DESC`, desc(accounts.createdAt), desc(accounts.id))
      .limit(pageReq.limit)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { accounts: rows.map(toAccount), totalPage: totalPages(total?.n ?? 0, pageReq.limit) };
}

const accountNotFound = (id: string) => notFound("ACCOUNT.1404", `Account ${id} not found`);

/** Another customer's account answers 404 like a missing one, so ids of other customers do not leak. */
export async function getAccount(db: Db, customerId: string, id: string): Promise<Account> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId)));
  if (!row) throw accountNotFound(id);
  return toAccount(row);
}

/**
 * Replaces type and data. The status is left as it is: review happens in the
 * compliance flow, not through this endpoint. The ACCOUNT UPDATE event is
 * written in the same transaction, so it exists exactly when the change does.
 */
export async function updateAccount(db: Db, customerId: string, id: string, input: AccountUpdateInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ type: input.type, data: input.data, updatedAt: new Date() })
      .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId)))
      .returning();
    if (!row) throw accountNotFound(id);
    const account = toAccount(row);
    await emitEvent(tx, { customerId, event: "ACCOUNT", action: "UPDATE", data: account });
    return account;
  });
}
