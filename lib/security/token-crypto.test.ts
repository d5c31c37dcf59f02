import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken, TokenDecryptionError } from "./token-crypto";

const KEY = "test-token-encryption-key-0123456789abcdef";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcHMifQ.signature-part";

describe("token encryption", () => {
  it("round-trips a token and never stores the plaintext", () => {
    const sealed = encryptToken(TOKEN, KEY, "session-1");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain("eyJ");
    expect(decryptToken(sealed, KEY, "session-1")).toBe(TOKEN);
  });

  it("uses a fresh IV each time", () => {
    expect(encryptToken(TOKEN, KEY, "s")).not.toBe(encryptToken(TOKEN, KEY, "s"));
  });

  it("detects a flipped ciphertext byte", () => {
    const sealed = encryptToken(TOKEN, KEY, "s");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 0x01;
    parts[3] = body.toString("base64url");
    expect(() => decryptToken(parts.join("."), KEY, "s")).toThrow(TokenDecryptionError);
  });

  it("detects a changed tag, another key and another row", () => {
    const sealed = encryptToken(TOKEN, KEY, "s");
    const parts = sealed.split(".");
    const tag = Buffer.from(parts[2] ?? "", "base64url");
    tag[5] = (tag[5] ?? 0) ^ 0xff;
    expect(() => decryptToken([parts[0], parts[1], tag.toString("base64url"), parts[3]].join("."), KEY, "s")).toThrow(
      TokenDecryptionError,
    );
    expect(() => decryptToken(sealed, `${KEY}-other`, "s")).toThrow(TokenDecryptionError);
    expect(() => decryptToken(sealed, KEY, "another-session")).toThrow(TokenDecryptionError);
  });

  it("refuses unknown versions and malformed envelopes", () => {
    const sealed = encryptToken(TOKEN, KEY, "s");
    expect(() => decryptToken(sealed.replace(/^v1/, "v2"), KEY, "s")).toThrow(/format/);
    expect(() => decryptToken("v1.abc", KEY, "s")).toThrow(TokenDecryptionError);
    expect(() => decryptToken("v1.AAAA.BBBB.CCCC", KEY, "s")).toThrow(/Malformed/);
  });
});
