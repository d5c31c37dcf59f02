import { sql } from "drizzle-orm";
import type { Db } from "../db/store";
import { isStoreEmpty, seedBase } from "./base";
import { seedPayouts } from "./payouts";
import { seedUsers } from "./users";
import { seedAccounts } from "./accounts";
import { seedCustodialAccounts } from "./custodial-accounts";
import { seedRamps } from "./ramps";
import { seedCustomers } from "./customers";
import { seedRoles } from "./roles";
import { seedSyncOperators } from "./sync-operators";

export interface SeedOptions {
  /** Reference time: createdAt values spread over the 90 days before it. Fix it for identical stores. */
  now: Date;
  acmePayouts: number;
  otraPayouts: number;
  acmeUsers: number;
  otraUsers: number;
  /** Share of Acme's payouts left in flight (waiting statuses); unset: the usual mix (about a third). */
  inFlightShare?: number;
}

export interface SeedContext {
  db: Db;
  options: SeedOptions;
}

/** A step of the seed; steps run in order inside one transaction. */
export interface SeedModule {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/**
 * Seed steps, in order. A new resource appends its module here; it may read
 * what earlier steps wrote (e.g. SEED.customers ids from ./base).
 */
export const SEED_MODULES: SeedModule[] = [
  { name: "base", run: ({ db, options }) => seedBase(db, options.now) },
  { name: "payouts", run: seedPayouts },
  { name: "users", run: seedUsers },
  { name: "customers", run: seedCustomers },
  { name: "roles", run: seedRoles },
  { name: "sync-operators", run: seedSyncOperators },
  { name: "accounts", run: seedAccounts },
  { name: "ramps", run: seedRamps },
  { name: "custodial-accounts", run: seedCustodialAccounts },
];

export const DEFAULT_SEED_COUNTS = { acmePayouts: 2400, otraPayouts: 300, acmeUsers: 60, otraUsers: 20 };
/** Small seed for tests: still every payout status twice over. */
export const TEST_SEED_COUNTS = { acmePayouts: 120, otraPayouts: 12, acmeUsers: 15, otraUsers: 3 };

export function seedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, now = new Date()): SeedOptions {
  const n = env.SANDBOX_SEED_PAYOUTS;
  const acmePayouts = n === undefined || n === "" ? DEFAULT_SEED_COUNTS.acmePayouts : Number(n);
  if (!Number.isInteger(acmePayouts) || acmePayouts < 0)
    throw new Error(`SANDBOX_SEED_PAYOUTS must be an integer >= 0`);
  return { ...DEFAULT_SEED_COUNTS, acmePayouts, now };
}

const SEED_LOCK_KEY = 4_010_2002;

/**
 * Seeds an empty store in one transaction. Two processes starting together
 * queue on an advisory lock and the second finds the store filled.
 * Returns false when the store already held data.
 */
export async function seedStore(db: Db, options: SeedOptions, modules = SEED_MODULES): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isStoreEmpty(tx))) return false;
    for (const module of modules) await module.run({ db: tx, options });
    return true;
  });
  // Fresh statistics and visibility map: the planner picks the indexes and deep pages use index-only scans.
  if (seeded) await db.execute(sql`VACUUM ANALYZE payouts, payout_counts, users`);
  return seeded;
}
