import { describe, expect, it } from "vitest";
import type { Payout } from "@/lib/contract";
import { totalsByCurrency } from "./amounts";

const p = (currency: string, amount: number, status: string) => ({ currency, amount, status }) as Payout;

describe("totalsByCurrency", () => {
  it("never mixes currencies and splits by outcome", () => {
    const totals = totalsByCurrency([
      p("COP", 1000, "COMPLETED"),
      p("COP", 500, "CASH_OUT_PENDING"),
      p("COP", 200, "CASH_IN_FAILED"),
      p("USDC", 10.5, "COMPLETED"),
    ]);
    expect(totals).toEqual([
      { currency: "COP", count: 3, total: 1700, completed: 1000, inFlight: 500, attention: 200 },
      { currency: "USDC", count: 1, total: 10.5, completed: 10.5, inFlight: 0, attention: 0 },
    ]);
  });
});
