import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { custodialAccounts, savingsTransactions } from "../db/webhooks-schema";
import type { Db } from "../db/store";
import { emitEvent } from "../events/emit";
import { badRequest, notFound } from "../lib/errors";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";

type AccountRow = typeof custodialAccounts.$inferSelect;
type TransactionRow = typeof savingsTransactions.$inferSelect;
export type SavingsOperation = "DEPOSIT" | "WITHDRAWAL" | "INTEREST";

/** Wire shape: the Custodial account as carried in events; money as strings. */
export function toCustodialAccount(row: AccountRow) {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    status: row.status,
    balance: row.balance,
    currency: row.currency,
    previousBalance: row.previousBalance,
    changeAmount: row.changeAmount,
    changeReason: row.changeReason,
    lastTransactionId: row.lastTransactionId,
    interestRate: row.interestRate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Wire shape: the Savings transaction as carried in events. */
export function toSavingsTransaction(row: TransactionRow) {
  return {
    id: row.id,
    userId: row.userId,
    savingsAccountId: row.savingsAccountId,
    type: row.type,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    reference: row.reference,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

export async function listCustodialAccounts(db: Db, customerId: string, page: PageRequest) {
  const where = eq(custodialAccounts.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(custodialAccounts)
      .where(where)
      .orderBy(desc(custodialAccounts.createdAt), desc(custodialAccounts.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(custodialAccounts).where(where),
  ]);
  return { accounts: rows.map(toCustodialAccount), totalPage: totalPages(total?.n ?? 0, page.limit) };
}

const cents = (s: string) => Math.round(Number(s) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const METHOD: Record<SavingsOperation, string> = {
  DEPOSIT: "BANK_TRANSFER",
  WITHDRAWAL: "BANK_TRANSFER",
  INTEREST: "INTERNAL",
};

/**
 * A sandbox money movement on a custodial account, in one transaction:
 * TRANSACTION CREATE (PENDING), TRANSACTION UPDATE (COMPLETED) and
 * CUSTODIAL_ACCOUNT UPDATE (new balance). amount undefined for INTEREST
 * means one month at the account's annual rate.
 */
export async function moveMoney(
  db: Db,
  customerId: string,
  op: SavingsOperation,
  savingsAccountId: string,
  amount: number | undefined,
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(custodialAccounts)
      .where(and(eq(custodialAccounts.id, savingsAccountId), eq(custodialAccounts.customerId, customerId)))
      .for("update");
    if (!account) throw notFound("SAVINGS.1404", `Custodial account ${savingsAccountId} not found`);
    if (account.status !== "ACTIVE") {
      throw badRequest(
        "FAKER.1003",
        [`savingsAccountId: account is ${account.status}, not ACTIVE`],
        [{ key: "savingsAccountId", value: savingsAccountId }],
      );
    }
    const balance = cents(account.balance);
    const change =
      amount !== undefined ? Math.round(amount * 100) : Math.round((balance * Number(account.interestRate)) / 12);
    if (change <= 0) {
      throw badRequest(
        "FAKER.1004",
        ["amount: the interest for one month rounds to zero; pass an amount"],
        [{ key: "amount", value: "" }],
      );
    }
    if (op === "WITHDRAWAL" && change > balance) {
      throw badRequest(
        "FAKER.1005",
        [`amount: exceeds the balance ${money(balance)}`],
        [{ key: "amount", value: money(change) }],
      );
    }
    const start = Date.now();
    const [created] = await tx
      .insert(savingsTransactions)
      .values({
        id: randomUUID(),
        customerId,
        userId: account.userId,
        savingsAccountId,
        type: op,
        status: "PENDING",
        amount: money(change),
        currency: account.currency,
        method: METHOD[op],
        reference: `${op.slice(0, 3)}-${start.toString(36).toUpperCase()}`,
        completedAt: null,
        createdAt: new Date(start),
      })
      .returning();
    if (!created) throw new Error("savings transaction insert returned nothing");
    const emit = (
      event: "TRANSACTION" | "CUSTODIAL_ACCOUNT",
      action: "CREATE" | "UPDATE",
      data: Record<string, unknown>,
      i: number,
    ) => emitEvent(tx, { customerId, event, action, data, occurredAt: new Date(start + i) });
    await emit("TRANSACTION", "CREATE", toSavingsTransaction(created), 0);
    const [completed] = await tx
      .update(savingsTransactions)
      .set({ status: "COMPLETED", completedAt: new Date(start + 1) })
      .where(eq(savingsTransactions.id, created.id))
      .returning();
    if (!completed) throw new Error("savings transaction update returned nothing");
    await emit("TRANSACTION", "UPDATE", toSavingsTransaction(completed), 1);
    const next = op === "WITHDRAWAL" ? balance - change : balance + change;
    const [updated] = await tx
      .update(custodialAccounts)
      .set({
        balance: money(next),
        previousBalance: account.balance,
        changeAmount: money(op === "WITHDRAWAL" ? -change : change),
        changeReason: op,
        lastTransactionId: created.id,
        updatedAt: new Date(start + 2),
      })
      .where(eq(custodialAccounts.id, savingsAccountId))
      .returning();
    if (!updated) throw new Error("custodial account update returned nothing");
    await emit("CUSTODIAL_ACCOUNT", "UPDATE", toCustodialAccount(updated), 2);
    return { transaction: toSavingsTransaction(completed), account: toCustodialAccount(updated) };
  });
}
