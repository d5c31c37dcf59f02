import { randomUUID } from "node:crypto";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  type Account,
  type AccountCreateInput,
  type AccountReviewInput,
  type AccountUpdateInput,
  STATUS_AFTER_REVIEW,
} from "@/lib/contract";
import { canonicalJson } from "@/lib/shared/canonical-json";
import { accountReviews, accounts } from "../db/backoffice-schema";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { ramps } from "../db/webhooks-schema";
import { emitEvent } from "../events/emit";
import { badRequest, conflict, notFound } from "../lib/errors";
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

/** What an idempotent retry must repeat: the owner, the type and the data. */
const fingerprint = (a: { userId: string; type: string; data: unknown }) =>
  canonicalJson({ userId: a.userId, type: a.type, data: a.data });

/**
 * Opens a PENDING account for one of the customer's users. The ACCOUNT CREATE
 * event is written in the insert's transaction. externalId is idempotent per
 * customer (the unique index decides races): the same owner, type and data
 * answer the existing account, anything else is a 409. Without externalId the
 * new id doubles as it, since the Account record always carries one.
 */
export async function createAccount(db: Db, customerId: string, input: AccountCreateInput) {
  const inserted = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.customerId, customerId)));
    if (!owner)
      throw badRequest(
        "ACCOUNT.1003",
        [`userId ${input.userId} is not a user of this customer`],
        [{ key: "userId", value: input.userId }],
      );
    const id = randomUUID();
    const [row] = await tx
      .insert(accounts)
      .values({
        id,
        customerId,
        userId: input.userId,
        type: input.type,
        status: "PENDING",
        data: input.data,
        externalId: input.externalId ?? id,
        complianceUrl: `https://compliance.sandbox.example/flows/${randomUUID()}`,
      })
      .onConflictDoNothing({ target: [accounts.customerId, accounts.externalId] })
      .returning();
    if (row) await emitEvent(tx, { customerId, event: "ACCOUNT", action: "CREATE", data: toAccount(row) });
    return row;
  });
  if (inserted) return { account: toAccount(inserted), created: true };
  const externalId = input.externalId ?? "";
  const [existing] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), eq(accounts.externalId, externalId)));
  if (existing && fingerprint(existing) === fingerprint(input)) return { account: toAccount(existing), created: false };
  throw conflict("ACCOUNT.1002", `externalId ${externalId} is already used by an account with a different body`, [
    { key: "externalId", value: externalId },
  ]);
}

/**
 * Deletes the row for good (no tombstone: a deleted account is neither listed
 * nor readable, and its externalId becomes free). The ACCOUNT DELETE event
 * carries the record as it was, written in the same transaction.
 */
export async function deleteAccount(db: Db, customerId: string, id: string): Promise<Account> {
  return db.transaction(async (tx) => {
    // A ramp's history names its account: deleting that account would leave ramps
    // pointing at a 404, so an account some ramp uses is refused instead.
    const [used] = await tx
      .select({ n: count() })
      .from(ramps)
      .where(and(eq(ramps.accountId, id), eq(ramps.customerId, customerId)));
    if (used && used.n > 0)
      throw conflict("ACCOUNT.1409", `Account ${id} is used by ${used.n} ramp(s) and cannot be deleted`, [
        { key: "id", value: id },
      ]);
    const [row] = await tx
      .delete(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId)))
      .returning();
    if (!row) throw accountNotFound(id);
    const account = toAccount(row);
    await emitEvent(tx, { customerId, event: "ACCOUNT", action: "DELETE", data: account });
    return account;
  });
}

/**
 * A compliance decision: a PENDING account becomes ACTIVE (approve) or REJECTED
 * (reject, with its reason). The status change, the review record and the
 * ACCOUNT UPDATE event are one transaction. Only a PENDING account can be
 * decided: the conditional UPDATE makes two racing decisions end with one
 * winner and one 409, never two events.
 */
export async function reviewAccount(
  db: Db,
  customerId: string,
  operatorId: string,
  id: string,
  input: AccountReviewInput,
): Promise<Account> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ status: STATUS_AFTER_REVIEW[input.decision], updatedAt: new Date() })
      .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId), eq(accounts.status, "PENDING")))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: accounts.status })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.customerId, customerId)));
      if (!current) throw accountNotFound(id);
      throw conflict("ACCOUNT.1410", `Account ${id} is ${current.status}, not PENDING: it has been decided already`, [
        { key: "status", value: current.status },
      ]);
    }
    await tx.insert(accountReviews).values({
      id: randomUUID(),
      customerId,
      accountId: id,
      operatorId,
      decision: input.decision,
      reason: input.reason ?? null,
    });
    const account = toAccount(row);
    await emitEvent(tx, { customerId, event: "ACCOUNT", action: "UPDATE", data: account });
    return account;
  });
}
