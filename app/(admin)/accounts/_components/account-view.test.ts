import { describe, expect, it } from "vitest";
import type { Account } from "@/lib/contract";
import { accountSummary, maskAccountNumber, pendingFirst } from "./account-view";

const at = "2026-01-01T00:00:00.000Z";
const account = (id: string, status: string, data: Record<string, unknown> = {}): Account => ({
  id,
  userId: "u1",
  type: "PSE",
  status,
  data,
  externalId: id,
  createdAt: at,
  updatedAt: at,
});

describe("account view", () => {
  it("masks all but the last four", () => {
    expect(maskAccountNumber("12345678901")).toBe("•••• 8901");
    expect(maskAccountNumber("123")).toBe("123");
    expect(maskAccountNumber(undefined)).toBe("");
  });

  it("names the holder: company, else person", () => {
    expect(accountSummary(account("a", "ACTIVE", { companyName: "ACME SAS", firstName: "X" })).holder).toBe("ACME SAS");
    expect(
      accountSummary(account("a", "ACTIVE", { firstName: "Ana", lastName: "Ruiz", accountNumber: "99887766" })),
    ).toEqual({
      holder: "Ana Ruiz",
      bankCode: undefined,
      number: "•••• 7766",
    });
  });

  it("puts PENDING first and keeps the API's order otherwise", () => {
    const list = [account("1", "ACTIVE"), account("2", "PENDING"), account("3", "REJECTED"), account("4", "PENDING")];
    expect(pendingFirst(list).map((a) => a.id)).toEqual(["2", "4", "1", "3"]);
  });
});
