import { hashPassword } from "../auth/passwords";
import { operators } from "../db/schema";
import { SEED, SEED_CUSTOMER_KEYS, SEED_PASSWORD } from "./base";
import type { SeedContext } from "./index";
import { stableId } from "./prng";
import { extraRoleId } from "./roles";

/**
 * One read-only API operator per seeded customer (the "Support (read only)" role: payouts:read
 * and other reads, nothing that changes), for the dashboard's payouts sync to sign in as: its
 * PAYOUT_SYNC_SANDBOX_OPERATORS default names these, so against the sandbox the read model fills
 * itself with no set-up. Not a person: nobody signs in to the dashboard with it.
 */
export const SEED_SYNC_OPERATORS = {
  acme: { email: "sync@example.com", name: "Payouts sync (read only)" },
  otra: { email: "sync@other.example", name: "Payouts sync (read only)" },
} as const;

export async function seedSyncOperators({ db, options }: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db.insert(operators).values(
    SEED_CUSTOMER_KEYS.map((customer) => ({
      id: stableId(`operator:sync:${customer}`),
      customerId: SEED.customers[customer].id,
      email: SEED_SYNC_OPERATORS[customer].email,
      name: SEED_SYNC_OPERATORS[customer].name,
      passwordHash,
      roleId: extraRoleId("support", customer),
      active: true,
      createdAt: options.now,
      updatedAt: options.now,
    })),
  );
}
