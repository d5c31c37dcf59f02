import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cachedSession,
  cacheSession,
  clearSessionCacheForTests,
  forgetSession,
  SESSION_CACHE_MAX,
  SESSION_CACHE_TTL_MS,
  sessionCacheEpoch,
} from "./session-cache";
import type { ActiveSession } from "./session-store";

vi.mock("server-only", () => ({}));

const NOW = 1_800_000_000_000;

function session(id: string, absoluteIn = 3_600_000): ActiveSession {
  return {
    id,
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    accessToken: `access-${id}`,
    refreshToken: `refresh-${id}`,
    accessExpiresAt: new Date(NOW + 600_000),
    absoluteExpiresAt: new Date(NOW + absoluteIn),
    createdAt: new Date(NOW - 60_000),
    secondFactor: "none",
    lastSeenAt: new Date(NOW - 60_000),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  clearSessionCacheForTests();
});
afterEach(() => vi.useRealTimers());

/** The cached session as seen `at` this time. */
function cachedAt(id: string, at: number) {
  vi.setSystemTime(at);
  return cachedSession(id);
}

describe("session cache", () => {
  it("serves a cached session until its time bound, then reads again", () => {
    cacheSession(session("a"), sessionCacheEpoch());
    expect(cachedAt("a", NOW + SESSION_CACHE_TTL_MS - 1)?.accessToken).toBe("access-a");
    expect(cachedAt("a", NOW + SESSION_CACHE_TTL_MS)).toBeUndefined();
    // Expired entries are dropped, not kept for later.
    expect(cachedAt("a", NOW)).toBeUndefined();
  });

  it("never serves a session past its absolute lifetime", () => {
    cacheSession(session("a", 1_000), sessionCacheEpoch());
    expect(cachedAt("a", NOW + 999)).toBeDefined();
    expect(cachedAt("a", NOW + 1_000)).toBeUndefined();
  });

  it("forgets at once (logout, revocation, refresh)", () => {
    cacheSession(session("a"), sessionCacheEpoch());
    cacheSession(session("b"), sessionCacheEpoch());
    forgetSession("a");
    expect(cachedAt("a", NOW)).toBeUndefined();
    expect(cachedAt("b", NOW)).toBeDefined();
  });

  it("does not cache a read that was in flight when something was forgotten", () => {
    const epoch = sessionCacheEpoch();
    forgetSession("a"); // a logout lands while the row is being read
    cacheSession(session("a"), epoch);
    expect(cachedAt("a", NOW)).toBeUndefined();
    cacheSession(session("a"), sessionCacheEpoch());
    expect(cachedAt("a", NOW)).toBeDefined();
  });

  it("holds at most SESSION_CACHE_MAX sessions, dropping the oldest", () => {
    for (let i = 0; i <= SESSION_CACHE_MAX; i++) cacheSession(session(`s${i}`), sessionCacheEpoch());
    expect(cachedAt("s0", NOW)).toBeUndefined();
    expect(cachedAt("s1", NOW)).toBeDefined();
    expect(cachedAt(`s${SESSION_CACHE_MAX}`, NOW)).toBeDefined();
  });

  it("hands out frozen sessions, so no request can alter another's tokens", () => {
    cacheSession(session("a"), sessionCacheEpoch());
    expect(Object.isFrozen(cachedAt("a", NOW))).toBe(true);
  });
});
