import { describe, expect, it } from "vitest";
import { explorerUrl } from "./explorer";
import { holderName, shortenAddress } from "./mask";

describe("mask helpers", () => {
  it("shortens long addresses only", () => {
    expect(shortenAddress("0x1234567890abcdef1234")).toBe("0x1234…1234");
    expect(shortenAddress("short")).toBe("short");
  });
  it("prefers the company name, else joins the person's names", () => {
    expect(holderName({ companyName: "Acme", firstName: "Ana" })).toBe("Acme");
    expect(holderName({ firstName: "Ana", middleName: " ", lastName: "Gómez" })).toBe("Ana Gómez");
    expect(holderName({})).toBeUndefined();
  });
  it("links each network to its explorer", () => {
    expect(explorerUrl("POLYGON", "0xa")).toBe("https://polygonscan.com/address/0xa");
    expect(explorerUrl("SOLANA", "So1")).toContain("solscan.io");
    expect(explorerUrl("BSC", "0xb")).toContain("bscscan.com");
    expect(explorerUrl("TRON", "T1")).toContain("tronscan.org");
    expect(explorerUrl("MARS", "x")).toBeUndefined();
  });
});
