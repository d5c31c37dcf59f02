import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { User, UserCreateInput } from "@/lib/contract";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { emitEvent } from "../events/emit";
import { requestHash } from "../lib/canonical";
import { conflict } from "../lib/errors";
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
  const hash = requestHash(input);
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
