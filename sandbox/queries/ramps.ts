import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Ramp, RampCreateInput, RampListQuery } from "@/lib/contract";
import { accounts } from "../db/backoffice-schema";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { ramps } from "../db/webhooks-schema";
import { type EmitInput, emitEvent, emitEvents } from "../events/emit";
import { badRequest, notFound } from "../lib/errors";
import { offsetOf, pageRequest, totalPages } from "../lib/pagination";
import { CASH_IN_PATH, convert, methodFor, type RampCurrency } from "./ramp-rates";

type Row = typeof ramps.$inferSelect;

/** Wire shape: the Ramp record as carried in events (spec "Ramp"). */
export function toRamp(row: Row): Ramp {
  return {
    id: row.id,
    userId: row.userId,
    accountId: row.accountId,
    quotationId: row.quotationId,
    type: row.type,
    status: row.status,
    cashInMethod: row.cashInMethod,
    cashOutMethod: row.cashOutMethod,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    fromAmount: row.fromAmount,
    toAmount: row.toAmount,
    transferProof: row.transferProof,
    isPreFunded: row.isPreFunded,
    active: row.active,
    accounts: row.accounts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRamps(db: Db, customerId: string, query: RampListQuery) {
  const page = pageRequest(query);
  const conditions: SQL[] = [eq(ramps.customerId, customerId)];
  if (query.status) conditions.push(eq(ramps.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ramps)
      .where(where)
      .orderBy(desc(ramps.createdAt), desc(ramps.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(ramps).where(where),
  ]);
  return { ramps: rows.map(toRamp), totalPage: totalPages(total?.n ?? 0, page.limit) };
}

const rampNotFound = (id: string) => notFound("RAMP.1404", `Ramp ${id} not found`);

export async function getRamp(db: Db, customerId: string, id: string): Promise<Ramp> {
  const [row] = await db
    .select()
    .from(ramps)
    .where(and(eq(ramps.id, id), eq(ramps.customerId, customerId)));
  if (!row) throw rampNotFound(id);
  return toRamp(row);
}

/** The named user (or the customer's oldest) and one of its accounts; ids of other customers are refused. */
async function resolveOwner(db: Db, customerId: string, input: RampCreateInput) {
  const userWhere = input.userId
    ? and(eq(users.customerId, customerId), eq(users.id, input.userId))
    : eq(users.customerId, customerId);
  const [user] = await db.select({ id: users.id }).from(users).where(userWhere).orderBy(asc(users.createdAt)).limit(1);
  if (!user) {
    const key = input.userId ? "userId" : "customer";
    throw badRequest("RAMP.1002", [`${key}: no such user of this customer`], [{ key, value: input.userId ?? "" }]);
  }
  const accountWhere = input.accountId
    ? and(eq(accounts.customerId, customerId), eq(accounts.id, input.accountId))
    : and(eq(accounts.customerId, customerId), eq(accounts.userId, user.id));
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(accountWhere).limit(1);
  if (input.accountId && !account) {
    throw badRequest(
      "RAMP.1003",
      ["accountId: no such account of this customer"],
      [{ key: "accountId", value: input.accountId }],
    );
  }
  // A user without accounts still gets a ramp: the sandbox names a placeholder destination.
  return { userId: user.id, accountId: account?.id ?? `acc-${user.id.slice(0, 8)}` };
}

/**
 * Creates a ramp in QUOTE_CREATED or PENDING_PAYMENT (default) and emits RAMP
 * CREATE in the same transaction. A repeated externalId answers the ramp
 * created first, with created = false.
 */
export async function createRamp(db: Db, customerId: string, input: RampCreateInput) {
  if (input.externalId) {
    const [existing] = await db
      .select()
      .from(ramps)
      .where(and(eq(ramps.customerId, customerId), eq(ramps.externalId, input.externalId)));
    if (existing) return { ramp: toRamp(existing), created: false };
  }
  const owner = await resolveOwner(db, customerId, input);
  const toAmount = convert(input.fromAmount, input.fromCurrency as RampCurrency, input.toCurrency as RampCurrency);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(ramps)
      .values({
        id: randomUUID(),
        customerId,
        externalId: input.externalId ?? null,
        ...owner,
        quotationId: randomUUID(),
        type: input.type,
        status: input.status ?? "PENDING_PAYMENT",
        cashInMethod: methodFor(input.fromCurrency),
        cashOutMethod: methodFor(input.toCurrency),
        fromCurrency: input.fromCurrency,
        toCurrency: input.toCurrency,
        fromAmount: input.fromAmount,
        toAmount,
        transferProof: null,
        isPreFunded: false,
        active: true,
        accounts: [{ id: owner.accountId, amount: toAmount }],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("ramp insert returned nothing");
    const ramp = toRamp(row);
    await emitEvent(tx, { customerId, event: "RAMP", action: "CREATE", data: ramp, occurredAt: now });
    return { ramp, created: true };
  });
}

/**
 * Sandbox cash-in: the payment of a PENDING_PAYMENT ramp arrives and the ramp
 * runs through CASH_IN_PROCESSING, CASH_IN_COMPLETED, PROCESSING,
 * CASH_OUT_PROCESSING to COMPLETED at once, in one transaction. Each status
 * is a RAMP UPDATE event carrying the ramp as it was then, 1 ms apart so the
 * events sort in order.
 */
export async function completeCashIn(db: Db, customerId: string, rampId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(ramps)
      .where(and(eq(ramps.id, rampId), eq(ramps.customerId, customerId)))
      .for("update");
    if (!row) throw rampNotFound(rampId);
    if (row.status !== "PENDING_PAYMENT") {
      throw badRequest(
        "FAKER.1002",
        [`rampId: ramp is ${row.status}; only a ramp in PENDING_PAYMENT awaits a cash-in`],
        [{ key: "rampId", value: rampId }],
      );
    }
    const start = Date.now();
    let current = row;
    const changes: EmitInput[] = [];
    for (const [i, status] of CASH_IN_PATH.entries()) {
      const at = new Date(start + i);
      const transferProof =
        status === "COMPLETED" ? `https://sandbox.invalid/proofs/${row.id}.pdf` : current.transferProof;
      current = { ...current, status, transferProof, updatedAt: at };
      changes.push({ customerId, event: "RAMP", action: "UPDATE", data: toRamp(current), occurredAt: at });
    }
    // One statement for the five events (each store statement has a fixed cost).
    const events = (await emitEvents(tx, changes)).filter((e) => e.enqueued).map((e) => e.id);
    await tx
      .update(ramps)
      .set({ status: current.status, transferProof: current.transferProof, updatedAt: current.updatedAt })
      .where(eq(ramps.id, rampId));
    return { ramp: toRamp(current), eventIds: events };
  });
}
