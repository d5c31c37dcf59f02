import { describe, expect, it } from "vitest";
import { searchBanks } from "./bank-search";

const banks = [
  { code: "1007", name: "Bancolombia", countryCode: "CO" },
  { code: "1001", name: "Banco de Bogotá", countryCode: "CO" },
  { code: "1051", name: "Davivienda", countryCode: "CO" },
  { code: "002", name: "Banamex", countryCode: "MX" },
];

describe("searchBanks", () => {
  it("keeps only the country's banks", () => {
    expect(searchBanks(banks, "", "CO").map((b) => b.code)).toEqual(["1007", "1001", "1051"]);
  });

  it("finds by code prefix or by name, ignoring case and accents", () => {
    expect(searchBanks(banks, "100", "CO").map((b) => b.code)).toEqual(["1007", "1001"]);
    expect(searchBanks(banks, "bogota", "CO").map((b) => b.code)).toEqual(["1001"]);
    expect(searchBanks(banks, "DAVI").map((b) => b.code)).toEqual(["1051"]);
    expect(searchBanks(banks, "banamex", "CO")).toEqual([]);
  });
});
