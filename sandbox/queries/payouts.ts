import { randomUUID } from "node:crypto";
import { and, count, desc, eq, type SQL, sql, sum } from "drizzle-orm";
import type { Payout, PayoutCreateInput } from "@/lib/contract";
import { sha256Of } from "@/lib/shared/canonical-json";
import { payoutCounts, payouts } from "../db/schema";
import type { Db } from "../db/store";
import { conflict } from "../lib/errors";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";

const columns = {
  id: payouts.id,
  externalId: payouts.externalId,
  amount: payouts.amount,
  currency: payouts.currency,
  beneficiary: payouts.beneficiary,
  status: payouts.status,
  details: payouts.details,
  transferProof: payouts.transferProof,
  metadata: payouts.metadata,
  requestHash: payouts.requestHash,
  createdAt: payouts.createdAt,
  updatedAt: payouts.updatedAt,
};
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (db: Db) => db.select(columns).from(payouts);

/** Wire shape (spec "Resources / Payout"); absent optional fields are left out. */
export function toPayout(row: Row): Payout {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    beneficiary: row.beneficiary as Payout["beneficiary"],
    status: row.status,
    ...(row.details !== null ? { details: row.details } : {}),
    ...(row.transferProof !== null ? { transferProof: row.transferProof } : {}),
    ...(row.externalId !== null ? { externalId: row.externalId } : {}),
    ...(row.metadata !== null ? { metadata: row.metadata } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface PayoutFilters {
  id?: string | undefined;
  externalId?: string | undefined;
  status?: string | undefined;
}

/**
 * One page of a customer's payouts, newest first. The total comes from
 * payout_counts (kept by triggers) unless id or externalId narrow the match
 * to at most one row, which is then counted directly.
 */
export async function listPayouts(db: Db, customerId: string, filters: PayoutFilters, pageReq: PageRequest) {
  const shape = shapeOf(filters);
  const queries = preparedList(db, shape);
  const values = {
    customerId,
    id: filters.id ?? "",
    externalId: filters.externalId ?? "",
    status: filters.status ?? "",
    limit: pageReq.limit,
    offset: offsetOf(pageReq),
  };
  const [rows, counted] = await Promise.all([queries.rows.execute(values), queries.count.execute(values)]);
  const matching = counted[0]?.n ?? 0;
  return { payouts: rows.map(toPayout), totalPage: totalPages(matching, pageReq.limit) };
}

interface Shape {
  id: boolean;
  externalId: boolean;
  status: boolean;
}

const shapeOf = (f: PayoutFilters): Shape => ({ id: !!f.id, externalId: !!f.externalId, status: !!f.status });
const shapeKey = (s: Shape) => `${s.id ? "i" : ""}${s.externalId ? "e" : ""}${s.status ? "s" : ""}`;

const placeholder = (name: string) => sql.placeholder(name);

// Drizzle's query building costs more than these indexed reads, so each filter
// combination (eight at most) is built and prepared once per store.
function buildList(db: Db, shape: Shape) {
  const conditions: SQL[] = [eq(payouts.customerId, placeholder("customerId"))];
  if (shape.id) conditions.push(eq(payouts.id, placeholder("id")));
  if (shape.externalId) conditions.push(eq(payouts.externalId, placeholder("externalId")));
  if (shape.status) conditions.push(eq(payouts.status, placeholder("status")));
  const where = and(...conditions);
  const name = `payouts_list_${shapeKey(shape) || "all"}`;

  // Deferred join: the page's ids come from an index-only scan, so a deep
  // OFFSET skips index entries instead of fetching thousands of wide rows.
  const page = db
    .select({ id: payouts.id, createdAt: payouts.createdAt })
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(placeholder("limit"))
    .offset(placeholder("offset"))
    .as("page");
  const rows = selectRows(db)
    .innerJoin(page, eq(payouts.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(name);

  const total =
    shape.id || shape.externalId
      ? db.select({ n: count() }).from(payouts).where(where).prepare(`${name}_count`)
      : db
          .select({ n: sum(payoutCounts.n).mapWith(Number) })
          .from(payoutCounts)
          .where(
            shape.status
              ? and(
                  eq(payoutCounts.customerId, placeholder("customerId")),
                  eq(payoutCounts.status, placeholder("status")),
                )
              : eq(payoutCounts.customerId, placeholder("customerId")),
          )
          .prepare(`${name}_count`);
  return { rows, count: total };
}

type ListQueries = ReturnType<typeof buildList>;
const listQueries = new WeakMap<Db, Map<string, ListQueries>>();

function preparedList(db: Db, shape: Shape): ListQueries {
  let byShape = listQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    listQueries.set(db, byShape);
  }
  const key = shapeKey(shape);
  let queries = byShape.get(key);
  if (!queries) {
    queries = buildList(db, shape);
    byShape.set(key, queries);
  }
  return queries;
}

export type CreateOutcome = { payout: Payout; created: boolean };

/**
 * Creates a payout in CREATED. With an externalId the insert is
 * INSERT ... ON CONFLICT DO NOTHING on the unique (customer_id, external_id)
 * index, so concurrent retries create one row: the winner gets it, the others
 * read it back. A different body under the same externalId is a 409.
 */
export async function createPayout(db: Db, customerId: string, input: PayoutCreateInput): Promise<CreateOutcome> {
  const hash = sha256Of(input);
  const values = {
    id: randomUUID(),
    customerId,
    externalId: input.externalId ?? null,
    amount: input.amount,
    currency: input.currency,
    beneficiary: input.beneficiary,
    status: "CREATED",
    details: input.details ?? null,
    metadata: input.metadata ?? null,
    requestHash: hash,
  };
  const [inserted] = await db
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: [payouts.customerId, payouts.externalId] })
    .returning(columns);
  if (inserted) return { payout: toPayout(inserted), created: true };

  const externalId = input.externalId ?? "";
  const [existing] = await selectRows(db).where(
    and(eq(payouts.customerId, customerId), eq(payouts.externalId, externalId)),
  );
  if (existing && existing.requestHash === hash) return { payout: toPayout(existing), created: false };
  throw conflict("PAYOUT.1002", `externalId ${externalId} is already used by a payout with a different body`, [
    { key: "externalId", value: externalId },
  ]);
}
