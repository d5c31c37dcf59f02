import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Payout } from "@/lib/contract";
import { CSV_COLUMNS, CSV_HEADER, countRecords, csvHeader, csvRow, flattenPayout } from "./csv";

const wallet: Payout = {
  id: "po_1",
  amount: 12.5,
  currency: "USDC",
  status: "CASH_OUT_PENDING",
  externalId: '=HYPERLINK("http://evil")',
  metadata: { note: "line1\r\nline2", n: 1 },
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-02T00:00:00Z",
  beneficiary: {
    type: "WALLET",
    account: {
      companyName: "Acme, Inc.",
      document: { type: "NIT", number: "900123", issuedCountryCode: "CO" },
      currency: "USDC",
      network: "POLYGON",
      address: "0xabc",
    },
  },
  newField: "kept",
} as Payout;

describe("flattenPayout and csvRow", () => {
  it("spreads the beneficiary and keeps metadata and unknown fields as JSON", () => {
    const record = flattenPayout(wallet);
    expect(record.beneficiaryName).toBe("Acme, Inc.");
    expect(record.walletNetwork).toBe("POLYGON");
    expect(record.documentNumber).toBe("900123");
    expect(record.phase).toBe("CASH_OUT");
    expect(JSON.parse(String(record.metadata))).toEqual({ note: "line1\r\nline2", n: 1 });
    expect(JSON.parse(String(record.extra))).toEqual({ newField: "kept" });
  });
  it("round-trips through the parser with one record per row", () => {
    const text = csvHeader() + csvRow(wallet) + csvRow(wallet);
    expect(countRecords(text)).toBe(3);
    const rows: string[][] = parse(text);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[0]).toContain("createdAt (UTC)");
    expect(rows[0]).toContain("amount (number, decimal point)");
    const row = rows[1] ?? [];
    expect(row[CSV_COLUMNS.indexOf("externalId")]).toBe('\'=HYPERLINK("http://evil")');
    expect(row[CSV_COLUMNS.indexOf("beneficiaryName")]).toBe("Acme, Inc.");
    expect(row[CSV_COLUMNS.indexOf("amount")]).toBe("12.5");
  });
});
