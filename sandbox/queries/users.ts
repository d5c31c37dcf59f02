import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { User, UserCreateInput, UserUpdateInput } from "@/lib/contract";
import { sha256Of } from "@/lib/shared/canonical-json";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { emitEvent } from "../events/emit";
import { conflict, notFound } from "../lib/errors";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";

type Row = typeof users.$inferSelect;

/** Wire shape: the User record as carried in events (spec "User"), plus timestamps. */
export function toUser(row: Row): User {
  return {
    id: row.id,
    type: row.type,
    customerId: row.customerId,
    externalId: row.externalId,
    status: row.status,
    accessLevel: row.accessLevel,
    note: row.note,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listUsers(db: Db, customerId: string, pageReq: PageRequest) {
  const where = eq(users.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageReq.limit)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toUser), totalPage: totalPages(total?.n ?? 0, pageReq.limit) };
}

/** New users start PENDING at access level L0; externalId makes creation idempotent as for payouts. */
export async function createUser(db: Db, customerId: string, input: UserCreateInput) {
  const hash = sha256Of(input);
  // The USER CREATE event is written in the insert's transaction, so it exists exactly when the user does.
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        customerId,
        externalId: input.externalId ?? null,
        type: input.type,
        status: "PENDING",
        accessLevel: "L0",
        data: input.data,
        requestHash: hash,
      })
      .onConflictDoNothing({ target: [users.customerId, users.externalId] })
      .returning();
    if (row) await emitEvent(tx, { customerId, event: "USER", action: "CREATE", data: toUser(row) });
    return row;
  });
  if (inserted) return { user: toUser(inserted), created: true };
  const externalId = input.externalId ?? "";
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.externalId, externalId)));
  if (existing && existing.requestHash === hash) return { user: toUser(existing), created: false };
  throw conflict("USER.1002", `externalId ${externalId} is already used by a user with a different body`, [
    { key: "externalId", value: externalId },
  ]);
}

/**
 * Applies a KYC review's changes. The USER UPDATE event is written in the
 * same transaction and only when a value actually changes: a repeated PATCH
 * answers the unchanged user and emits nothing. Other customers' users are 404.
 */
export async function updateUser(db: Db, customerId: string, id: string, input: UserUpdateInput): Promise<User> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.customerId, customerId)))
      .for("update");
    if (!current) throw notFound("USER.1004", `User ${id} not found`);
    const next = {
      status: input.status ?? current.status,
      accessLevel: input.accessLevel ?? current.accessLevel,
      note: input.note === undefined ? current.note : input.note,
    };
    if (next.status === current.status && next.accessLevel === current.accessLevel && next.note === current.note)
      return current;
    const [updated] = await tx
      .update(users)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw new Error(`user ${id} vanished inside its own locked transaction`);
    await emitEvent(tx, { customerId, event: "USER", action: "UPDATE", data: toUser(updated) });
    return updated;
  });
  return toUser(row);
}
