import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_THROTTLE, loadConfig } from "./config";

/** An environment holding only `vars` (NODE_ENV is required by the Node types). */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

describe("loadConfig sign-in settings", () => {
  it("defaults to 10 failures per account, 50 per address, 15-minute window and lockout, no trusted proxy", () => {
    const config = loadConfig(env({ SANDBOX_LOG_LEVEL: "silent" }));
    expect(config.loginThrottle).toEqual({
      maxFailuresPerAccount: 10,
      maxFailuresPerAddress: 50,
      windowMs: 900_000,
      lockoutMs: 900_000,
    });
    expect(config.loginThrottle).toEqual(DEFAULT_LOGIN_THROTTLE);
    expect(config.trustedProxies).toEqual([]);
  });

  it("reads the SANDBOX_LOGIN_* and SANDBOX_TRUSTED_PROXIES variables", () => {
    const config = loadConfig(
      env({
        SANDBOX_LOG_LEVEL: "silent",
        SANDBOX_LOGIN_MAX_FAILURES: "3",
        SANDBOX_LOGIN_MAX_FAILURES_PER_ADDRESS: "7",
        SANDBOX_LOGIN_WINDOW_MS: "1000",
        SANDBOX_LOGIN_LOCKOUT_MS: "2000",
        SANDBOX_TRUSTED_PROXIES: "10.0.0.1, ::1",
      }),
    );
    expect(config.loginThrottle).toEqual({
      maxFailuresPerAccount: 3,
      maxFailuresPerAddress: 7,
      windowMs: 1000,
      lockoutMs: 2000,
    });
    expect(config.trustedProxies).toEqual(["10.0.0.1", "::1"]);
  });

  it("refuses to start on a value it cannot use", () => {
    expect(() => loadConfig(env({ SANDBOX_LOGIN_MAX_FAILURES: "0" }))).toThrow(/SANDBOX_LOGIN_MAX_FAILURES/);
    expect(() => loadConfig(env({ SANDBOX_LOGIN_LOCKOUT_MS: "soon" }))).toThrow(/SANDBOX_LOGIN_LOCKOUT_MS/);
    expect(() => loadConfig(env({ SANDBOX_TRUSTED_PROXIES: "10.0.0.0/8" }))).toThrow(/SANDBOX_TRUSTED_PROXIES/);
  });
});
