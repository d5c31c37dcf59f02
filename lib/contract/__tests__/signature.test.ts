import { describe, expect, it } from "vitest";
import { isWellFormedSignature, matchSignature, SIGNATURE_HEADER, signBody } from "../signature";

describe("webhook signature (spec: Signature)", () => {
  it("names the spec's header", () => {
    expect(SIGNATURE_HEADER).toBe("x-signature-sha256");
  });

  it("is the lowercase hex HMAC-SHA256 of the exact bytes (RFC 4231 test case 2)", () => {
    const expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    expect(signBody("Jefe", "what do ya want for nothing?")).toBe(expected);
    expect(signBody("Jefe", new TextEncoder().encode("what do ya want for nothing?"))).toBe(expected);
  });

  it("a receiver finds which secret signed the body, and refuses a changed byte or a malformed header", () => {
    const body = new TextEncoder().encode('{"id":"evt_1","attempts":0}');
    const header = signBody("second-secret", body);
    expect(matchSignature(body, header, ["first-secret", "second-secret"])).toBe(1);
    expect(matchSignature(new TextEncoder().encode('{"id":"evt_1","attempts":1}'), header, ["second-secret"])).toBe(-1);
    expect(matchSignature(body, header.toUpperCase(), ["second-secret"])).toBe(-1);
    expect(isWellFormedSignature(header)).toBe(true);
    expect(isWellFormedSignature(header.slice(1))).toBe(false);
    expect(isWellFormedSignature(null)).toBe(false);
  });
});
