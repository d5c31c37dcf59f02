import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { otherErrorSchema, tokenPairSchema } from "@/lib/contract";
import { verifyPassword } from "../auth/passwords";
import { DEFAULT_LOGIN_THROTTLE } from "../config";
import { SEED_PASSWORD } from "../seed/base";
import { type ApiCall, createTestApp, OPERATORS, type TestApp } from "../test/test-app";

/** Dozens of sign-ins in a row each hash a password (scrypt): minutes on a busy two-core machine, not 30 s. */
const SCRYPT_SERIES_TIMEOUT_MS = 180_000;

// Counts password checks: a refused sign-in must be answered without one.
vi.mock("../auth/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../auth/passwords")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

const { maxFailuresPerAccount, windowMs, lockoutMs } = DEFAULT_LOGIN_THROTTLE;
// Above the 20 parallel attempts on one address of the first test.
const MAX_PER_ADDRESS = 21;
const TRUSTED_PROXY = "10.0.0.1";

/** The sandbox's clock, moved by the tests instead of waiting. */
let clock = Date.parse("2026-11-01T12:00:00.000Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 },
    config: {
      loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, maxFailuresPerAddress: MAX_PER_ADDRESS },
      trustedProxies: [TRUSTED_PROXY],
      now: () => new Date(clock),
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  passwordChecks.mockClear();
  // Every test starts after every lock and window of the ones before it.
  clock += windowMs + lockoutMs;
});

let peer = 0;
/** A client address of its own, so address counts of one test never reach another. */
const newPeer = () => `198.51.100.${++peer}`;

const signIn = (email: string, password: string, from: Pick<ApiCall, "remoteAddress" | "headers">) =>
  t.api("POST", "/api/v2/auth/login", { body: { email, password }, ...from });
const errorCode = (body: unknown) => otherErrorSchema.parse(body).errorCode;

describe("account lockout", { timeout: SCRYPT_SERIES_TIMEOUT_MS }, () => {
  it("checks at most 10 of 20 parallel wrong passwords; the rest are refused as locked", async () => {
    const from = { remoteAddress: newPeer() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(OPERATORS.ops, "wrong-password", from)));
    expect(passwordChecks).toHaveBeenCalledTimes(maxFailuresPerAccount);
    expect(answers.every((a) => a.status === 401)).toBe(true);
    const codes = answers.map((a) => errorCode(a.body));
    expect(codes.filter((c) => c === "AUTH.1001")).toHaveLength(maxFailuresPerAccount);
    expect(codes.filter((c) => c === "AUTH.1008")).toHaveLength(20 - maxFailuresPerAccount);
  });

  it("refuses the right password while locked, without checking it, then lets it in after the lockout", async () => {
    const from = { remoteAddress: newPeer() };
    for (let i = 0; i < maxFailuresPerAccount; i++) {
      expect(errorCode((await signIn(OPERATORS.compliance, "wrong-password", from)).body)).toBe("AUTH.1001");
    }
    passwordChecks.mockClear();
    const locked = await signIn(OPERATORS.compliance, SEED_PASSWORD, from);
    expect(locked.status).toBe(401);
    const body = otherErrorSchema.parse(locked.body);
    expect(body).toMatchObject({ errorCode: "AUTH.1008", statusCode: "401" });
    const until = new Date(clock + lockoutMs).toISOString();
    expect(body.message).toEqual([`Too many failed sign-ins: this account is temporarily locked until about ${until}`]);
    expect(locked.headers.get("retry-after")).toBe(String(lockoutMs / 1000));
    expect(passwordChecks).not.toHaveBeenCalled();

    // Another address changes nothing: the lock is the account's.
    expect(errorCode((await signIn(OPERATORS.compliance, SEED_PASSWORD, { remoteAddress: newPeer() })).body)).toBe(
      "AUTH.1008",
    );
    // Other accounts sign in as usual.
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, from)).status).toBe(200);

    clock += lockoutMs - 1;
    expect(errorCode((await signIn(OPERATORS.compliance, SEED_PASSWORD, from)).body)).toBe("AUTH.1008");
    clock += 1;
    const after = await signIn(OPERATORS.compliance, SEED_PASSWORD, from);
    expect(after.status).toBe(200);
    tokenPairSchema.parse(after.body);
  });

  it("starts counting afresh after the lockout and after a successful sign-in", async () => {
    const from = { remoteAddress: newPeer() };
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) await signIn(OPERATORS.other, "wrong-password", from);
    };
    await fail(maxFailuresPerAccount - 1);
    expect((await signIn(OPERATORS.other, SEED_PASSWORD, from)).status).toBe(200);
    await fail(maxFailuresPerAccount - 1);
    expect((await signIn(OPERATORS.other, SEED_PASSWORD, from)).status).toBe(200);
  });

  it("forgets failures older than the window", async () => {
    const from = { remoteAddress: newPeer() };
    for (let i = 0; i < maxFailuresPerAccount - 1; i++) await signIn(OPERATORS.ops, "wrong-password", from);
    clock += windowMs;
    await signIn(OPERATORS.ops, "wrong-password", from);
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, from)).status).toBe(200);
  });

  it("locks an unknown email the same way, so a lock tells nothing about which emails exist", async () => {
    const from = { remoteAddress: newPeer() };
    const email = "nobody@example.com";
    for (let i = 0; i < maxFailuresPerAccount; i++) {
      expect(errorCode((await signIn(email, "whatever", from)).body)).toBe("AUTH.1001");
    }
    expect(errorCode((await signIn(email, "whatever", from)).body)).toBe("AUTH.1008");
    expect(errorCode((await signIn(email.toUpperCase(), "whatever", from)).body)).toBe("AUTH.1008");
  });
});

describe("client address limit", { timeout: SCRYPT_SERIES_TIMEOUT_MS }, () => {
  /** One wrong password per email, so no account gets locked on the way. */
  const spray = async (count: number, from: () => Pick<ApiCall, "remoteAddress" | "headers">) => {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      codes.push(errorCode((await signIn(`spray-${peer}-${i}@example.com`, "guess", from())).body));
    }
    return codes;
  };

  it("blocks an address after its failures, even for the right password of another account", async () => {
    const remoteAddress = newPeer();
    expect(new Set(await spray(MAX_PER_ADDRESS, () => ({ remoteAddress })))).toEqual(new Set(["AUTH.1001"]));
    passwordChecks.mockClear();
    const blocked = await signIn(OPERATORS.ops, SEED_PASSWORD, { remoteAddress });
    expect(otherErrorSchema.parse(blocked.body)).toMatchObject({ errorCode: "AUTH.1009", statusCode: "401" });
    expect(passwordChecks).not.toHaveBeenCalled();
    // The account was never blamed: from elsewhere it signs in.
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, { remoteAddress: newPeer() })).status).toBe(200);
    clock += lockoutMs;
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, { remoteAddress })).status).toBe(200);
  });

  it("does not let an untrusted peer reset or split its count with a forged X-Forwarded-For", async () => {
    const remoteAddress = newPeer();
    let forged = 0;
    const from = () => ({ remoteAddress, headers: { "x-forwarded-for": `203.0.113.${++forged}` } });
    await spray(MAX_PER_ADDRESS, from);
    expect(errorCode((await signIn(OPERATORS.ops, SEED_PASSWORD, from())).body)).toBe("AUTH.1009");
  });

  it("behind a trusted proxy, counts each client of the forwarded chain apart", async () => {
    const client = `203.0.113.${100 + ++peer}`;
    // The client's own forged entry comes first; the proxy appended the address it saw.
    let forged = 0;
    const from = () => ({
      remoteAddress: `::ffff:${TRUSTED_PROXY}`,
      headers: { "x-forwarded-for": `192.0.2.${++forged}, ${client}` },
    });
    await spray(MAX_PER_ADDRESS, from);
    expect(errorCode((await signIn(OPERATORS.ops, SEED_PASSWORD, from())).body)).toBe("AUTH.1009");
    const neighbour = { remoteAddress: TRUSTED_PROXY, headers: { "x-forwarded-for": `203.0.113.${++peer}` } };
    expect((await signIn(OPERATORS.ops, SEED_PASSWORD, neighbour)).status).toBe(200);
  });

  it("gives a successful sign-in its attempt back", async () => {
    const remoteAddress = newPeer();
    await spray(MAX_PER_ADDRESS - 1, () => ({ remoteAddress }));
    for (let i = 0; i < 5; i++)
      expect((await signIn(OPERATORS.ops, SEED_PASSWORD, { remoteAddress })).status).toBe(200);
    expect(await spray(1, () => ({ remoteAddress }))).toEqual(["AUTH.1001"]);
    expect(errorCode((await signIn(OPERATORS.ops, SEED_PASSWORD, { remoteAddress })).body)).toBe("AUTH.1009");
  });
});
