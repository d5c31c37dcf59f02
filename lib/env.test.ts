import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const strong = "x".repeat(32);

describe("parseEnv", () => {
  it("applies the documented defaults outside production", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env).toMatchObject({
      API_BASE_URL: "http://127.0.0.1:4010",
      API_ENV: "sandbox",
      API_TIMEOUT_MS: 10_000,
      DASHBOARD_DATA_DIR: ".data/dashboard",
      SESSION_MAX_AGE_HOURS: 12,
      secureCookies: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.TOKEN_ENCRYPTION_KEY.length).toBeGreaterThanOrEqual(32);
  });

  it("reads its comma-separated lists one way: trimmed, empty items dropped, emails in lower case", () => {
    const env = parseEnv({
      AUDIT_READERS: " Audit@Example.com, ,ops@example.com ",
      CHANGE_ALLOWED_OPERATORS: "Maker@Example.com,",
      TRUSTED_PROXIES: " 10.0.0.1 , 192.168.0.0/16",
      APPROVALS_OPERATIONS: "role, webhook",
    });
    expect(env.AUDIT_READERS).toEqual(["audit@example.com", "ops@example.com"]);
    expect(env.CHANGE_ALLOWED_OPERATORS).toEqual(["maker@example.com"]);
    expect(env.TRUSTED_PROXIES).toEqual(["10.0.0.1", "192.168.0.0/16"]);
    expect(env.APPROVALS_OPERATIONS).toEqual(["role", "webhook"]);
    expect(parseEnv({}).CHANGE_ALLOWED_OPERATORS).toEqual([]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.example" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ APPROVALS_OPERATIONS: "everything" })).toThrow(/APPROVALS_OPERATIONS/);
  });

  it("refuses to start in production without strong secrets", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET: required[\s\S]*TOKEN_ENCRYPTION_KEY/);
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "short", TOKEN_ENCRYPTION_KEY: strong })).toThrow(
      /at least 32/,
    );
    const ok = parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: strong, TOKEN_ENCRYPTION_KEY: strong });
    expect(ok.NEXTAUTH_SECRET).toBe(strong);
  });

  it("lets `next build` run without runtime secrets", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("rejects bad values and reads https from NEXTAUTH_URL", () => {
    expect(() => parseEnv({ API_ENV: "staging" })).toThrow(/API_ENV/);
    expect(() => parseEnv({ API_BASE_URL: "not a url" })).toThrow(/API_BASE_URL/);
    const env = parseEnv({
      API_BASE_URL: "https://api.example.com/",
      NEXTAUTH_URL: "https://bo.example.com",
      DATABASE_URL: "",
    });
    expect(env.API_BASE_URL).toBe("https://api.example.com");
    expect(env.secureCookies).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("requires a second factor against the production API unless told otherwise, and never allows none there", () => {
    expect(parseEnv({}).OPERATOR_MFA).toBe("optional");
    expect(parseEnv({ OPERATOR_MFA: "" }).OPERATOR_MFA).toBe("optional");
    expect(parseEnv({ API_ENV: "production" }).OPERATOR_MFA).toBe("required");
    expect(parseEnv({ API_ENV: "production", OPERATOR_MFA: "optional" }).OPERATOR_MFA).toBe("optional");
    expect(() => parseEnv({ API_ENV: "production", OPERATOR_MFA: "off" })).toThrow(/OPERATOR_MFA: off is refused/);
    expect(() => parseEnv({ OPERATOR_MFA: "sometimes" })).toThrow(/OPERATOR_MFA/);
    expect(parseEnv({}).SESSION_IDLE_MINUTES).toBe(30);
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
