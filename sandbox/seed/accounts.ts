import { asc, eq } from "drizzle-orm";
import { accounts } from "../db/backoffice-schema";
import { users } from "../db/schema";
import type { Db } from "../db/store";
import { accountDataFor, type Holder, typeAndStatusFor } from "./account-data";
import { createAccountOwners } from "./account-owners";
import { SEED } from "./base";
import type { SeedContext } from "./index";
import { Rng, stableId } from "./prng";

/** Each seeded user holds this many accounts: 320 with the default seed, 72 with the test seed. */
export const ACCOUNTS_PER_USER = 4;
const BATCH = 200;

const text = (value: unknown, fallback: string) => (typeof value === "string" && value !== "" ? value : fallback);

function holderOf(data: Record<string, unknown>): Holder {
  return {
    firstName: text(data.firstName, "Laura"),
    lastName: text(data.lastName, "Gómez"),
    email: text(data.email, "laura.gomez@example.com"),
    phone: text(data.phone, "+573001234567"),
  };
}

/** ownersIfNone: how many owners to create when the users step seeded none for this customer. */
async function seedCustomerAccounts(db: Db, key: string, customerId: string, now: Date, ownersIfNone: number) {
  const owners = await db
    .select({ id: users.id, data: users.data, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.createdAt), asc(users.id));
  const rng = new Rng(`accounts:${key}`);
  if (owners.length === 0) owners.push(...(await createAccountOwners(db, key, customerId, ownersIfNone, rng, now)));
  const rows = Array.from({ length: owners.length * ACCOUNTS_PER_USER }, (_, n) => {
    const owner = owners[n % owners.length];
    if (!owner) throw new Error("unreachable: owners is not empty");
    const { type, status } = typeAndStatusFor(n, rng);
    const id = stableId(`account:${key}:${n}`);
    // Opened some time after its owner registered, never in the future.
    const span = Math.max(0, now.getTime() - owner.createdAt.getTime());
    const createdAt = new Date(owner.createdAt.getTime() + Math.floor(rng.next() * span));
    const updatedAt =
      status === "PENDING"
        ? createdAt
        : new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 72) * 3_600_000));
    return {
      id,
      customerId,
      userId: owner.id,
      type,
      status,
      data: accountDataFor(type, rng, holderOf(owner.data)),
      externalId: `acct-${key}-${String(n + 1).padStart(4, "0")}`,
      complianceUrl: `https://compliance.sandbox.example/flows/${stableId(`compliance:${id}`)}`,
      createdAt,
      updatedAt,
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(accounts).values(rows.slice(i, i + BATCH));
}

/** Accounts of every type and status for the users the users step created. */
export async function seedAccounts({ db, options }: SeedContext): Promise<void> {
  await seedCustomerAccounts(db, "acme", SEED.customers.acme.id, options.now, options.acmeUsers);
  await seedCustomerAccounts(db, "otra", SEED.customers.otra.id, options.now, options.otraUsers);
}
