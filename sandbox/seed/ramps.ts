import { asc, eq } from "drizzle-orm";
import { RAMP_STATUSES } from "@/lib/contract";
import { accounts } from "../db/backoffice-schema";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { ramps } from "../db/webhooks-schema";
import { convert, CRYPTO, FIAT, methodFor, type RampCurrency } from "../queries/ramp-rates";
import { SEED } from "./base";
import type { SeedContext } from "./index";
import { Rng, stableId } from "./prng";

const DAY_MS = 86_400_000;
/** Per status: enough PENDING_PAYMENT ramps to try the cash-in faker many times. */
const PER_STATUS = { acme: 4, otra: 1 } as const;
const EXTRA_PENDING_PAYMENT = { acme: 12, otra: 2 } as const;

const AMOUNTS: Record<RampCurrency, readonly [number, number]> = {
  COP: [200_000, 20_000_000],
  MXN: [1_000, 90_000],
  USD: [50, 5_000],
  USDC: [50, 5_000],
  USDT: [50, 5_000],
};

async function ownersOf(db: Db, customerId: string) {
  const rows = await db
    .select({ userId: users.id, accountId: accounts.id })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.createdAt), asc(users.id), asc(accounts.id));
  const byUser = new Map<string, string>();
  for (const r of rows) if (!byUser.has(r.userId)) byUser.set(r.userId, r.accountId ?? `acc-${r.userId.slice(0, 8)}`);
  return [...byUser].map(([userId, accountId]) => ({ userId, accountId }));
}

async function seedCustomerRamps(db: Db, key: "acme" | "otra", customerId: string, now: Date) {
  const owners = await ownersOf(db, customerId);
  if (owners.length === 0) return;
  const rng = new Rng(`ramps:${key}`);
  const statuses = [
    ...RAMP_STATUSES.flatMap((s) => Array.from({ length: PER_STATUS[key] }, () => s)),
    ...Array.from({ length: EXTRA_PENDING_PAYMENT[key] }, () => "PENDING_PAYMENT" as const),
  ];
  const rows = statuses.map((status, n) => {
    const owner = rng.pick(owners);
    const onRamp = rng.chance(0.6);
    const fiat = rng.pick(FIAT);
    const crypto = rng.pick(CRYPTO);
    const [from, to] = onRamp ? [fiat, crypto] : [crypto, fiat];
    const [min, max] = AMOUNTS[from];
    const fromAmount = Math.round((min + rng.next() * (max - min)) * 100) / 100;
    const toAmount = convert(fromAmount, from, to);
    // Open ramps are recent; finished ones spread over the last 60 days.
    const open = status === "QUOTE_CREATED" || status === "PENDING_PAYMENT";
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * (open ? 2 : 60) * DAY_MS));
    const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 240) * 60_000));
    const id = stableId(`ramp:${key}:${n}`);
    return {
      id,
      customerId,
      externalId: `ramp-${key}-${String(n + 1).padStart(4, "0")}`,
      userId: owner.userId,
      accountId: owner.accountId,
      quotationId: stableId(`quotation:${key}:${n}`),
      type: onRamp ? "ON_RAMP" : "OFF_RAMP",
      status,
      cashInMethod: methodFor(from),
      cashOutMethod: methodFor(to),
      fromCurrency: from,
      toCurrency: to,
      fromAmount,
      toAmount,
      transferProof: status === "COMPLETED" ? `https://sandbox.invalid/proofs/${id}.pdf` : null,
      isPreFunded: rng.chance(0.1),
      active: status !== "CANCELED" && status !== "FAILED",
      accounts: [{ id: owner.accountId, amount: toAmount }],
      createdAt,
      updatedAt: status === "QUOTE_CREATED" ? createdAt : updatedAt,
    };
  });
  await db.insert(ramps).values(rows);
}

/** Ramps in every status for both customers, spare PENDING_PAYMENT ones for the cash-in faker. */
export async function seedRamps({ db, options }: SeedContext): Promise<void> {
  await seedCustomerRamps(db, "acme", SEED.customers.acme.id, options.now);
  await seedCustomerRamps(db, "otra", SEED.customers.otra.id, options.now);
}
