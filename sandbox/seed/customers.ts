import { eq } from "drizzle-orm";
import { customers } from "../db/schema";
import { SEED } from "./base";
import type { SeedContext } from "./index";

/**
 * The spec leaves the inner structure of strategiesByPair and availableProducts
 * open. The sandbox models a strategy per currency pair (how the price is
 * chosen, the spread over it, the liquidity provider and the amount bounds in
 * the pair's source currency) and a flag per product.
 */
const ACME = {
  strategiesByPair: {
    "COP/USDC": { strategy: "BEST_PRICE", spreadBps: 85, provider: "bitso", minAmount: 20_000, maxAmount: 200_000_000 },
    "COP/USDT": {
      strategy: "BEST_PRICE",
      spreadBps: 95,
      provider: "binance",
      minAmount: 20_000,
      maxAmount: 150_000_000,
    },
    "MXN/USDC": { strategy: "FIXED_SPREAD", spreadBps: 60, provider: "bitso", minAmount: 100, maxAmount: 1_000_000 },
    "USD/USDC": { strategy: "PASS_THROUGH", spreadBps: 10, provider: "circle", minAmount: 10, maxAmount: 500_000 },
  },
  availableProducts: {
    ONRAMP: true,
    OFFRAMP: true,
    PAYOUTS: true,
    SAVINGS: false,
    VIRTUAL_ACCOUNTS: false,
    BREB: true,
  },
};

const OTRA = {
  strategiesByPair: {
    "COP/USDC": {
      strategy: "FIXED_SPREAD",
      spreadBps: 120,
      provider: "kraken",
      minAmount: 50_000,
      maxAmount: 50_000_000,
    },
    "MXN/USDC": { strategy: "BEST_PRICE", spreadBps: 75, provider: "bitso", minAmount: 200, maxAmount: 500_000 },
  },
  availableProducts: {
    ONRAMP: true,
    OFFRAMP: false,
    PAYOUTS: true,
    SAVINGS: true,
    VIRTUAL_ACCOUNTS: true,
    BREB: false,
  },
};

/** Fills in the product settings of the customers the base step created. */
export async function seedCustomers({ db }: SeedContext): Promise<void> {
  await db.update(customers).set(ACME).where(eq(customers.id, SEED.customers.acme.id));
  await db.update(customers).set(OTRA).where(eq(customers.id, SEED.customers.otra.id));
}
