import { describe, expect, it } from "vitest";
import { generateSecret, isWeakSecret, webhookFormSchema } from "./settings-schema";

describe("webhook settings schema", () => {
  it("generates 64 hex characters, different each time", () => {
    const a = generateSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSecret()).not.toBe(a);
  });

  it("warns below 32 characters only", () => {
    expect(isWeakSecret("x".repeat(31))).toBe(true);
    expect(isWeakSecret("x".repeat(32))).toBe(false);
    expect(isWeakSecret("")).toBe(false);
  });

  it("accepts a loopback http receiver against the sandbox and refuses it against production", () => {
    const input = { url: "http://127.0.0.1:3000/api/webhooks/receive", events: ["RAMP"] };
    expect(webhookFormSchema("sandbox").safeParse(input).success).toBe(true);
    const refused = webhookFormSchema("production").safeParse(input);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("url_loopbackProduction");
  });

  it("requires at least one event type, each once", () => {
    const schema = webhookFormSchema("sandbox");
    expect(schema.safeParse({ url: "https://a.example", events: [] }).success).toBe(false);
    expect(schema.safeParse({ url: "https://a.example", events: ["RAMP", "RAMP"] }).success).toBe(false);
    expect(schema.safeParse({ url: "https://a.example", events: ["BOGUS"] }).success).toBe(false);
  });
});
