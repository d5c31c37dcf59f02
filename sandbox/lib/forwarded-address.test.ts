import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherErrorSchema } from "@/lib/contract";
import { DEFAULT_LOGIN_THROTTLE, loadConfig } from "../config";
import { SEED_PASSWORD } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

/** Dozens of sign-ins in a row each hash a password (scrypt): minutes on a busy two-core machine, not 30 s. */
const SCRYPT_SERIES_TIMEOUT_MS = 180_000;

/**
 * The sandbox as it is started (loadConfig with no SANDBOX_TRUSTED_PROXIES), over a real socket
 * from loopback, where the dashboard runs: sign-in failures count per forwarded client address,
 * so one client (or twelve) cannot use up the dashboard's own address for every operator.
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  const started = loadConfig({ NODE_ENV: "test", SANDBOX_LOG_LEVEL: "silent" });
  expect(started.loginThrottle.maxFailuresPerAddress).toBe(DEFAULT_LOGIN_THROTTLE.maxFailuresPerAddress);
  t = await createTestApp({
    seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 },
    config: { loginThrottle: started.loginThrottle, trustedProxies: started.trustedProxies },
  });
  server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function signIn(email: string, password: string, forwardedFor?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const res = await fetch(`${base}/api/v2/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const errorCode = (body: unknown) => otherErrorSchema.parse(body).errorCode;

describe("sign-in failures forwarded by the dashboard (loopback, the default trusted proxy)", {
  timeout: SCRYPT_SERIES_TIMEOUT_MS,
}, () => {
  it("60 failures from 12 clients (5 each) lock neither a 13th client's operator nor the dashboard's address", async () => {
    const clients = Array.from({ length: 12 }, (_, i) => `203.0.113.${i + 1}`);
    const codes: string[] = [];
    for (const client of clients) {
      for (let i = 0; i < 5; i++) {
        codes.push(errorCode((await signIn(`nobody-${client}-${i}@example.com`, "guess", client)).body));
      }
    }
    expect(codes).toHaveLength(60);
    expect(new Set(codes)).toEqual(new Set(["AUTH.1001"]));
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, "198.51.100.13")).status).toBe(200);
    // A request of the dashboard's own (no header) is not blamed for its clients' failures either.
    expect((await signIn(OPERATORS.other, SEED_PASSWORD)).status).toBe(200);
  });

  it("still blocks one client that fails 50 times, and only that client", async () => {
    const client = "192.0.2.77";
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      // The client's forged entries come first; the dashboard appends the address it saw.
      expect(errorCode((await signIn(`spray-${i}@example.com`, "guess", `10.9.9.${i}, ${client}`)).body)).toBe(
        "AUTH.1001",
      );
    }
    expect(errorCode((await signIn(OPERATORS.ops, SEED_PASSWORD, client)).body)).toBe("AUTH.1009");
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, "192.0.2.78")).status).toBe(200);
  });
});
