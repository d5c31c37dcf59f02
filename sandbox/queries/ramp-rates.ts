/**
 * The sandbox's fixed prices, in units per US dollar, so amounts are
 * plausible and reproducible. Not market data.
 */
export const UNITS_PER_USD = { USD: 1, USDC: 1, USDT: 1, COP: 4000, MXN: 17.5 } as const;
export type RampCurrency = keyof typeof UNITS_PER_USD;

export const FIAT = ["COP", "MXN", "USD"] as const satisfies readonly RampCurrency[];
export const CRYPTO = ["USDC", "USDT"] as const satisfies readonly RampCurrency[];
export const isFiat = (c: string) => (FIAT as readonly string[]).includes(c);

/** A 1% spread, rounded to cents. */
export function convert(amount: number, from: RampCurrency, to: RampCurrency): number {
  const usd = amount / UNITS_PER_USD[from];
  return Math.round(usd * UNITS_PER_USD[to] * 0.99 * 100) / 100;
}

/** How money enters and leaves: a local bank rail for fiat, a blockchain network for crypto. */
export function methodFor(currency: string): string {
  switch (currency) {
    case "COP":
      return "PSE";
    case "MXN":
      return "SPEI";
    case "USD":
      return "ACH";
    default:
      return "POLYGON";
  }
}

/** Statuses a ramp passes through after its cash-in is paid (spec: "Ramp status values"). */
export const CASH_IN_PATH = [
  "CASH_IN_PROCESSING",
  "CASH_IN_COMPLETED",
  "PROCESSING",
  "CASH_OUT_PROCESSING",
  "COMPLETED",
] as const;
