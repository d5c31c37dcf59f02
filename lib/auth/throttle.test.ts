import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { createLogger, setLoggerForTests } from "@/lib/log/logger";
import { PEER_ADDRESS_HEADER, PEER_HEADER_MARKER, UNKNOWN_ADDRESS } from "@/lib/security/client-address";
import { SignInRefusedError } from "./errors";
import { clientAddressOf, resetNoAddressWarningForTests, throttledLogin } from "./throttle";
import {
  DEFAULT_THROTTLE_POLICY,
  delayForFailures,
  type ThrottlePolicy,
  throttleKeys,
  throttlePolicyFromEnv,
} from "./throttle-policy";

vi.mock("server-only", () => ({}));

describe("throttle policy", () => {
  it("lets the first failures through, then doubles up to the cap", () => {
    expect([0, 1, 2].map((n) => delayForFailures(n))).toEqual([0, 0, 0]);
    expect([3, 4, 5].map((n) => delayForFailures(n))).toEqual([500, 1000, 2000]);
    expect(delayForFailures(40)).toBe(DEFAULT_THROTTLE_POLICY.maxDelayMs);
  });

  it("keys by normalised email and by the client's address (IPv6 by its /64)", () => {
    expect(throttleKeys(" Ops@Example.com ", "10.0.0.1")).toEqual({
      account: "email:ops@example.com",
      address: "ip:10.0.0.1",
    });
    expect(throttleKeys(undefined, "2001:db8:1:2::99")).toEqual({ address: "ip:2001:db8:1:2::/64" });
    expect(throttleKeys(42, undefined)).toEqual({});
    // No known peer: no shared "unknown" key, the account alone is counted.
    expect(throttleKeys("ops@example.com", UNKNOWN_ADDRESS)).toEqual({ account: "email:ops@example.com" });
  });

  it("reads its limits from the environment", () => {
    const policy = throttlePolicyFromEnv({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 10,
      LOGIN_MAX_FAILURES_PER_ADDRESS: 50,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      LOGIN_LOCKOUT_MINUTES: 0.5,
    });
    expect(policy).toMatchObject({
      accountMaxFailures: 10,
      addressMaxFailures: 50,
      windowMs: 900_000,
      lockoutMs: 30_000,
    });
  });
});

describe("sign-in protection (store)", () => {
  let store: TestStore;
  let logLines: string[];
  let now: number;
  const policy: ThrottlePolicy = { ...DEFAULT_THROTTLE_POLICY, accountMaxFailures: 10, addressMaxFailures: 50 };
  const options = () => ({ policy, clock: () => now, sleep: async () => {} });
  const bad = new Error("bad");
  const isCredentialFailure = (e: unknown) => e === bad;

  /** A fake API login: counts its calls, answers after a moment like a real one. */
  function fakeApi(outcome: "wrong" | "right" | "down") {
    const calls = { count: 0 };
    const attempt = async () => {
      calls.count++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (outcome === "right") return "ok";
      throw outcome === "wrong" ? bad : new Error("down");
    };
    return { calls, attempt };
  }

  const login = (email: string, clientAddress: string, attempt: () => Promise<string>) =>
    throttledLogin({ email, clientAddress, isCredentialFailure }, attempt, options());

  async function refusalOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
      return "ok";
    } catch (error) {
      return error instanceof SignInRefusedError ? error.code : error === bad ? "invalid_credentials" : "other";
    }
  }

  async function auditRows(email: string) {
    const result = await store.db.execute(
      sql`SELECT customer_id, operator_email, action, target_type, target_id, outcome, after FROM audit_log
        WHERE target_id = ${email}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  beforeAll(async () => {
    store = await openTestStore();
    setStoreForTests(Promise.resolve(store));
  }, 120_000);
  afterAll(async () => {
    setStoreForTests(undefined);
    await store.dispose();
  });
  beforeEach(() => {
    now = Date.UTC(2026, 10, 25, 12);
    logLines = [];
    setLoggerForTests(createLogger({ level: "info", destination: { write: (line) => logLines.push(line) } }));
  });
  afterEach(() => setLoggerForTests(undefined));

  it("checks at most 10 of 20 parallel wrong passwords with the API, locks once, logs and audits it", async () => {
    await store.db.execute(sql`INSERT INTO operator_sessions (id, email, name, customer_id, access_expires_at, absolute_expires_at, created_at)
      VALUES ('old', 'victim@example.com', 'Victim', 'cus-acme', now(), now(), now() - interval '2 days'),
             ('new', 'victim@example.com', 'Victim', 'cus-latest', now(), now(), now() - interval '1 day')`);
    const api = fakeApi("wrong");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => refusalOf(login("Victim@Example.com", "198.51.100.1", api.attempt))),
    );
    expect(api.calls.count).toBeLessThanOrEqual(10);
    expect(api.calls.count).toBe(10);
    expect(outcomes.filter((o) => o === "locked").length).toBeGreaterThanOrEqual(10);
    expect(outcomes.every((o) => o === "locked" || o === "invalid_credentials")).toBe(true);

    const audit = await auditRows("victim@example.com");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      customer_id: "cus-latest",
      operator_email: "victim@example.com",
      action: "auth.lockout",
      target_type: "operator",
      target_id: "victim@example.com",
    });
    // Every reserved attempt counts, those refused before the API included: how many had been
    // reserved when the tenth failure set the lock depends on how the 20 interleave (PGlite runs
    // them one by one, Postgres truly at once), but never fewer than the ten checked.
    const after = audit[0]?.after as { attempts: number; clientAddress: string };
    expect(after.clientAddress).toBe("198.51.100.1");
    expect(after.attempts).toBeGreaterThanOrEqual(10);
    expect(after.attempts).toBeLessThanOrEqual(20);
    const lockLines = logLines.filter((l) => l.includes('"event":"auth.lockout"'));
    expect(lockLines).toHaveLength(1);
    expect(lockLines[0]).toContain("victim@example.com");
  });

  it("refuses the right password while locked, without asking the API, and unlocks by time", async () => {
    const wrong = fakeApi("wrong");
    for (let i = 0; i < 10; i++) await refusalOf(login("locked@example.com", "198.51.100.2", wrong.attempt));
    expect(wrong.calls.count).toBe(10);

    const right = fakeApi("right");
    now += policy.lockoutMs - 1_000;
    expect(await refusalOf(login("locked@example.com", "198.51.100.3", right.attempt))).toBe("locked");
    expect(right.calls.count).toBe(0);

    now += 2_000;
    expect(await refusalOf(login("locked@example.com", "198.51.100.3", right.attempt))).toBe("ok");
    expect(right.calls.count).toBe(1);
    // The success cleared the count: a new typo starts from one again.
    expect(await refusalOf(login("locked@example.com", "198.51.100.3", wrong.attempt))).toBe("invalid_credentials");
  });

  it("audits a lockout of an account that never signed in without a customer", async () => {
    const wrong = fakeApi("wrong");
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++)
      outcomes.push(await refusalOf(login("nobody@example.com", "198.51.100.4", wrong.attempt)));
    expect(outcomes.slice(0, 9).every((o) => o === "invalid_credentials")).toBe(true);
    expect(outcomes[9]).toBe("locked");
    expect(await auditRows("nobody@example.com")).toMatchObject([{ customer_id: "", action: "auth.lockout" }]);
  });

  it("forgets failures once the window has passed, and does not count API outages", async () => {
    const wrong = fakeApi("wrong");
    for (let i = 0; i < 9; i++) await refusalOf(login("slow@example.com", "198.51.100.5", wrong.attempt));
    const down = fakeApi("down");
    for (let i = 0; i < 5; i++)
      expect(await refusalOf(login("slow@example.com", "198.51.100.5", down.attempt))).toBe("other");
    now += policy.windowMs + 1;
    for (let i = 0; i < 9; i++)
      expect(await refusalOf(login("slow@example.com", "198.51.100.5", wrong.attempt))).toBe("invalid_credentials");
    expect(await refusalOf(login("slow@example.com", "198.51.100.5", wrong.attempt))).toBe("locked");
  });

  it("waits the growing delay before asking the API after the free failures", async () => {
    const waits: number[] = [];
    const wrong = fakeApi("wrong");
    for (let i = 0; i < 6; i++)
      await refusalOf(
        throttledLogin(
          { email: "typo@example.com", clientAddress: "198.51.100.6", isCredentialFailure },
          wrong.attempt,
          {
            ...options(),
            sleep: async (ms) => {
              waits.push(ms);
            },
          },
        ),
      );
    expect(waits).toEqual([500, 1000, 2000]);
  }, 10_000);

  it("refuses the store being unavailable instead of asking the API unprotected", async () => {
    const down = Promise.reject(new Error("store down"));
    down.catch(() => {});
    setStoreForTests(down);
    try {
      const right = fakeApi("right");
      expect(await refusalOf(login("ops@example.com", "198.51.100.7", right.attempt))).toBe("api_error");
      expect(right.calls.count).toBe(0);
    } finally {
      setStoreForTests(Promise.resolve(store));
    }
  });

  describe("per client address", () => {
    const addressPolicy: ThrottlePolicy = { ...policy, addressMaxFailures: 5 };
    const attemptFrom = (headers: Record<string, string>, email: string, attempt: () => Promise<string>) =>
      throttledLogin({ email, clientAddress: clientAddressOf(headers), isCredentialFailure }, attempt, {
        ...options(),
        policy: addressPolicy,
      });

    beforeEach(() => {
      (globalThis as { [PEER_HEADER_MARKER]?: boolean })[PEER_HEADER_MARKER] = true;
    });
    afterEach(() => {
      delete (globalThis as { [PEER_HEADER_MARKER]?: boolean })[PEER_HEADER_MARKER];
      delete process.env.TRUSTED_PROXIES;
      resetEnvForTests();
    });

    it("ignores a spoofed X-Forwarded-For from an untrusted peer: a new value does not reset the count", async () => {
      process.env.TRUSTED_PROXIES = "10.0.0.0/8";
      resetEnvForTests();
      const wrong = fakeApi("wrong");
      const outcomes: string[] = [];
      for (let i = 0; i < 7; i++) {
        const headers = { [PEER_ADDRESS_HEADER]: "203.0.113.50", "x-forwarded-for": `192.0.2.${i}` };
        outcomes.push(await refusalOf(attemptFrom(headers, `spray${i}@example.com`, wrong.attempt)));
      }
      expect(outcomes).toEqual([...Array(5).fill("invalid_credentials"), "rate_limited", "rate_limited"]);
      expect(wrong.calls.count).toBe(5);
    });

    it("honours X-Forwarded-For from a trusted proxy: each client behind it has its own count", async () => {
      process.env.TRUSTED_PROXIES = "10.0.0.0/8";
      resetEnvForTests();
      const wrong = fakeApi("wrong");
      const via = (client: string) => ({ [PEER_ADDRESS_HEADER]: "10.0.0.5", "x-forwarded-for": `1.1.1.1, ${client}` });
      for (let i = 0; i < 5; i++) await refusalOf(attemptFrom(via("203.0.113.60"), `a${i}@example.com`, wrong.attempt));
      expect(await refusalOf(attemptFrom(via("203.0.113.60"), "a9@example.com", wrong.attempt))).toBe("rate_limited");
      // Another client behind the same proxy is not held back by the first one's failures.
      const right = fakeApi("right");
      expect(await refusalOf(attemptFrom(via("203.0.113.61"), "b@example.com", right.attempt))).toBe("ok");
    });

    it("without a known peer (no custom server) counts per account only, never one shared address, and warns once", async () => {
      delete (globalThis as { [PEER_HEADER_MARKER]?: boolean })[PEER_HEADER_MARKER];
      resetNoAddressWarningForTests();
      const wrong = fakeApi("wrong");
      // More failures than the address limit (5), spread over accounts: each reaches the API.
      const outcomes: string[] = [];
      for (let i = 0; i < 8; i++)
        outcomes.push(
          await refusalOf(attemptFrom({ "x-forwarded-for": "192.0.2.1" }, `nopeer${i}@example.com`, wrong.attempt)),
        );
      expect(outcomes).toEqual(Array(8).fill("invalid_credentials"));
      expect(wrong.calls.count).toBe(8);
      // Another operator still signs in: nobody was locked out under an "unknown" key.
      const right = fakeApi("right");
      expect(await refusalOf(attemptFrom({}, "someone-else@example.com", right.attempt))).toBe("ok");
      const keys = await store.db.execute(sql`SELECT key FROM login_throttle WHERE key LIKE 'ip:%unknown%'`);
      expect((keys as unknown as { rows: unknown[] }).rows).toEqual([]);
      // The per-account limit still holds.
      for (let i = 0; i < 10; i++) await refusalOf(attemptFrom({}, "nopeer-victim@example.com", wrong.attempt));
      expect(await refusalOf(attemptFrom({}, "nopeer-victim@example.com", right.attempt))).toBe("locked");
      const warnings = logLines.filter((line) => line.includes("auth.throttle.no_client_address"));
      expect(warnings).toHaveLength(1);
    });

    it("gives a successful sign-in's reservation back to its address", async () => {
      const right = fakeApi("right");
      const headers = { [PEER_ADDRESS_HEADER]: "203.0.113.70" };
      for (let i = 0; i < 8; i++)
        expect(await refusalOf(attemptFrom(headers, "office@example.com", right.attempt))).toBe("ok");
    });
  });
});
