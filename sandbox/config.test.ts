import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_THROTTLE, loadConfig } from "./config";

/** An environment holding only `vars` (NODE_ENV is required by the Node types). */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

describe("loadConfig sign-in settings", () => {
  it("defaults to 10 failures per account, 50 per address, 15-minute window and lockout, loopback as the trusted proxy", () => {
    const config = loadConfig(env({ SANDBOX_LOG_LEVEL: "silent" }));
    expect(config.loginThrottle).toEqual({
      maxFailuresPerAccount: 10,
      maxFailuresPerAddress: 50,
      windowMs: 900_000,
      lockoutMs: 900_000,
    });
    expect(config.loginThrottle).toEqual(DEFAULT_LOGIN_THROTTLE);
    expect(config.trustedProxies).toEqual(["127.0.0.0/8", "::1"]);
  });

  it("reads the SANDBOX_LOGIN_* and SANDBOX_TRUSTED_PROXIES variables", () => {
    const config = loadConfig(
      env({
        SANDBOX_LOG_LEVEL: "silent",
        SANDBOX_LOGIN_MAX_FAILURES: "3",
        SANDBOX_LOGIN_MAX_FAILURES_PER_ADDRESS: "7",
        SANDBOX_LOGIN_WINDOW_MS: "1000",
        SANDBOX_LOGIN_LOCKOUT_MS: "2000",
        SANDBOX_TRUSTED_PROXIES: "10.0.0.1, ::1, 10.8.0.0/16",
      }),
    );
    expect(config.loginThrottle).toEqual({
      maxFailuresPerAccount: 3,
      maxFailuresPerAddress: 7,
      windowMs: 1000,
      lockoutMs: 2000,
    });
    expect(config.trustedProxies).toEqual(["10.0.0.1", "::1", "10.8.0.0/16"]);
    expect(loadConfig(env({ SANDBOX_LOG_LEVEL: "silent", SANDBOX_TRUSTED_PROXIES: "none" })).trustedProxies).toEqual(
      [],
    );
  });

  it("refuses to start on a value it cannot use", () => {
    expect(() => loadConfig(env({ SANDBOX_LOGIN_MAX_FAILURES: "0" }))).toThrow(/SANDBOX_LOGIN_MAX_FAILURES/);
    expect(() => loadConfig(env({ SANDBOX_LOGIN_LOCKOUT_MS: "soon" }))).toThrow(/SANDBOX_LOGIN_LOCKOUT_MS/);
    for (const bad of ["10.0.0.0/33", "proxy.internal", "10.0.0.1,,10.0.0.2", "::1/129", "10.0.0.0/8/8", "10.0.0.0/x"])
      expect(() => loadConfig(env({ SANDBOX_TRUSTED_PROXIES: bad }))).toThrow(/SANDBOX_TRUSTED_PROXIES/);
  });
});
