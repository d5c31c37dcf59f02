import { describe, expect, it } from "vitest";
import type { Account } from "@/lib/contract";
import { accountSummary, queueRows } from "./account-view";

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
  it("shows the number masked by the one masking rule, and nothing when there is none", () => {
    expect(accountSummary(account("a", "ACTIVE", { accountNumber: "12345678901" })).number).toBe("•••• 8901");
    expect(accountSummary(account("a", "ACTIVE", { accountNumber: "•••• 8901" })).number).toBe("•••• 8901");
    expect(accountSummary(account("a", "ACTIVE", {})).number).toBe("");
  });

  it("names the holder: company, else person", () => {
    expect(accountSummary(account("a", "ACTIVE", { companyName: "ACME SAS", firstName: "X" })).holder).toBe("ACME SAS");
    expect(
      accountSummary(account("a", "ACTIVE", { firstName: "Ana", lastName: "Ruiz", accountNumber: "99887766" })),
    ).toEqual({
      holder: "Ana Ruiz",
      company: false,
      bankCode: undefined,
      number: "•••• 7766",
    });
  });

  it("keeps the API's order, names the bank where known and links only usable verification hosts", () => {
    const list = [
      { ...account("1", "ACTIVE", { bankCode: "007", accountNumber: "12345678" }), complianceUrl: "https://kyc.io/a" },
      { ...account("2", "PENDING", { bankCode: "999" }), complianceUrl: "https://compliance.sandbox.example/x" },
    ];
    const rows = queueRows(list, new Map([["007", "Bancolombia"]]));
    expect(rows.map((r) => r.id)).toEqual(["1", "2"]);
    expect(rows[0]).toMatchObject({ bank: "Bancolombia", number: "•••• 5678", complianceUrl: "https://kyc.io/a" });
    expect(rows[1]).toMatchObject({ bank: "999", holder: null, complianceUrl: null });
  });

  it("offers the rejection reasons of the account's rail and holder, Other last", () => {
    const [person] = queueRows([account("p", "PENDING", { firstName: "Ana" })], new Map());
    const [company] = queueRows([{ ...account("c", "PENDING", { companyName: "ACME SAS" }), type: "PIX" }], new Map());
    expect(person?.reasons).toContain("bank_details_unverified");
    expect(person?.reasons).not.toContain("company_unverified");
    expect(person?.reasons).not.toContain("pix_key_mismatch");
    expect(company?.reasons).toContain("company_unverified");
    expect(company?.reasons).toContain("pix_key_mismatch");
    expect(company?.reasons).not.toContain("bank_details_unverified");
    expect(company?.reasons.at(-1)).toBe("other");
  });
});
