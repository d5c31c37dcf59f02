import { asc, eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { custodialAccounts } from "../db/webhooks-schema";
import { SEED } from "./base";
import type { SeedContext } from "./index";
import { Rng, stableId } from "./prng";

/** How many users of each customer hold savings; every holder has a USD and a USDC account. */
const HOLDERS = { acme: 8, otra: 2 } as const;
const PRODUCTS = [
  { type: "SAVINGS_USD", currency: "USD", rate: "0.0450" },
  { type: "SAVINGS_USDC", currency: "USDC", rate: "0.0520" },
] as const;

async function seedCustomerSavings(db: Db, key: "acme" | "otra", customerId: string, now: Date) {
  const holders = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(HOLDERS[key]);
  const rng = new Rng(`custodial:${key}`);
  const rows = holders.flatMap((holder, h) =>
    PRODUCTS.map((product, p) => {
      const balance = (rng.int(10_000, 2_500_000) / 100).toFixed(2);
      const createdAt = new Date(holder.createdAt.getTime() + rng.int(1, 72) * 3_600_000);
      return {
        id: stableId(`custodial:${key}:${h}:${p}`),
        customerId,
        userId: holder.id,
        type: product.type,
        // One suspended account per customer, to try the faker's refusal.
        status: h === 1 && p === 1 ? "SUSPENDED" : "ACTIVE",
        balance,
        currency: product.currency,
        previousBalance: "0.00",
        changeAmount: balance,
        changeReason: "DEPOSIT",
        lastTransactionId: "",
        interestRate: product.rate,
        createdAt: createdAt > now ? now : createdAt,
        updatedAt: createdAt > now ? now : createdAt,
      };
    }),
  );
  if (rows.length > 0) await db.insert(custodialAccounts).values(rows);
}

/** Custodial (savings) accounts for the first users of each customer, for the faker's money operations. */
export async function seedCustodialAccounts({ db, options }: SeedContext): Promise<void> {
  await seedCustomerSavings(db, "acme", SEED.customers.acme.id, options.now);
  await seedCustomerSavings(db, "otra", SEED.customers.otra.id, options.now);
}
