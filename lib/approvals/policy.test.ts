import { describe, expect, it, vi } from "vitest";
import { canonicalJson, sha256Of } from "@/lib/shared/canonical-json";

vi.mock("server-only", () => ({}));

const env: Parameters<typeof import("./policy").defaultPolicy>[1] & object = {
  API_ENV: "sandbox",
  APPROVALS_RECHARGE_ABOVE_COP: undefined,
  APPROVALS_OPERATIONS: [],
  APPROVALS_APPROVERS: 1,
  APPROVALS_TTL_MINUTES: 1440,
};

describe("default policy", () => {
  it("holds every recharge against the production API and none against the sandbox", async () => {
    const { defaultPolicy } = await import("./policy");
    expect(defaultPolicy("recharge", { ...env, API_ENV: "production" })).toMatchObject({
      enabled: true,
      thresholdCop: 0,
      source: "default",
      ttlMinutes: 1440,
    });
    expect(defaultPolicy("recharge", env)).toMatchObject({ enabled: false, thresholdCop: null });
    expect(
      defaultPolicy("recharge", { ...env, API_ENV: "production", APPROVALS_RECHARGE_ABOVE_COP: "off" }).enabled,
    ).toBe(false);
    expect(defaultPolicy("recharge", { ...env, APPROVALS_RECHARGE_ABOVE_COP: "10000000" })).toMatchObject({
      enabled: true,
      thresholdCop: 10_000_000,
    });
  });

  it("holds the listed operations, with the configured number of approvers", async () => {
    const { defaultPolicy } = await import("./policy");
    const configured = {
      ...env,
      APPROVALS_OPERATIONS: ["role", "webhook"] as ("role" | "webhook")[],
      APPROVALS_APPROVERS: 2,
    };
    expect(defaultPolicy("role", configured)).toMatchObject({ enabled: true, approversRequired: 2 });
    expect(defaultPolicy("customer", configured).enabled).toBe(false);
  });

  it("refuses an enabled recharge policy without a threshold, and three approvers", async () => {
    const { policyInputSchema } = await import("./policy");
    const base = { operation: "recharge", enabled: true, thresholdCop: 0, approversRequired: 1, ttlMinutes: 60 };
    expect(policyInputSchema.safeParse(base).success).toBe(true);
    expect(policyInputSchema.safeParse({ ...base, thresholdCop: null }).success).toBe(false);
    expect(policyInputSchema.safeParse({ ...base, approversRequired: 3 }).success).toBe(false);
  });
});

describe("canonical JSON", () => {
  it("hashes the same value the same whatever the key order, and a change differently", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 1, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":2,"y":1}]},"b":1}',
    );
    expect(sha256Of({ a: 1, b: 2 })).toBe(sha256Of({ b: 2, a: 1 }));
    expect(sha256Of({ a: 1, b: 2 })).not.toBe(sha256Of({ a: 1, b: 3 }));
  });
});
