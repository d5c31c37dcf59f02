import { describe, expect, it } from "vitest";
import { isSensitiveKey, redactSecrets } from "./redact";

describe("redactSecrets", () => {
  it("drops credential-named keys at any depth and keeps the rest", () => {
    const input = {
      url: "https://x",
      secret: "s",
      webhookSecret: "s",
      list: [{ refresh_token: "r", id: 1 }, "plain"],
      nested: { Password: "p", apiKey: "k", "x-api-key": "k", keep: null },
      when: new Date(0),
    };
    expect(redactSecrets(input)).toEqual({
      url: "https://x",
      list: [{ id: 1 }, "plain"],
      nested: { keep: null },
      when: new Date(0),
    });
  });

  it("recognises the usual spellings", () => {
    for (const k of ["token", "accessToken", "SECRET", "password", "authorization", "api_key", "cookie"]) {
      expect(isSensitiveKey(k), k).toBe(true);
    }
    for (const k of ["amount", "status", "externalId", "description"]) expect(isSensitiveKey(k), k).toBe(false);
  });
});
