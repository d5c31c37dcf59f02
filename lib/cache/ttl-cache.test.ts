import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("ttlCache", () => {
  it("uses an entry up to its TTL, then forgets it", () => {
    const c = clock();
    const cache = ttlCache<string, number>({ max: 10, ttlMs: 100, clock: c.now });
    cache.set("a", 1);
    c.advance(100);
    expect(cache.get("a")).toBe(1);
    c.advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.has("a")).toBe(false);
  });

  it("keeps at most max entries, dropping the least recently used", () => {
    const cache = ttlCache<string, number>({ max: 2, ttlMs: 1_000 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect([...cache.keys()].sort()).toEqual(["a", "c"]);
  });

  it("loads once for concurrent fetches of a key, with the caller's context", async () => {
    let loads = 0;
    const cache = ttlCache<string, string, { prefix: string }>({
      max: 10,
      ttlMs: 1_000,
      load: async (key, context) => {
        loads++;
        await new Promise((r) => setTimeout(r, 5));
        return `${context.prefix}${key}`;
      },
    });
    const [a, b] = await Promise.all([
      cache.forceFetch("k", { context: { prefix: "1:" } }),
      cache.forceFetch("k", { context: { prefix: "2:" } }),
    ]);
    expect([a, b]).toEqual(["1:k", "1:k"]);
    expect(loads).toBe(1);
    expect(await cache.forceFetch("k", { context: { prefix: "3:" } })).toBe("1:k");
    expect(loads).toBe(1);
  });

  it("keeps no failed load: the next fetch loads again", async () => {
    let fail = true;
    const cache = ttlCache<string, string>({
      max: 10,
      ttlMs: 1_000,
      load: async () => {
        if (fail) throw new Error("down");
        return "up";
      },
    });
    await expect(cache.forceFetch("k")).rejects.toThrow("down");
    fail = false;
    await expect(cache.forceFetch("k")).resolves.toBe("up");
  });

  it("with keepExpired, serves an expired entry on request until a fetch loads it again", async () => {
    const c = clock();
    let version = 0;
    const cache = ttlCache<string, { v: number }>({
      max: 10,
      ttlMs: 100,
      keepExpired: true,
      clock: c.now,
      load: async () => ({ v: ++version }),
    });
    expect((await cache.forceFetch("k")).v).toBe(1);
    c.advance(50);
    // Within the TTL a fetch that refuses stale values still gets the stored one.
    expect((await cache.forceFetch("k", { allowStale: false })).v).toBe(1);
    c.advance(100);
    expect(cache.get("k", { allowStale: true })?.v).toBe(1);
    expect(cache.get("k", { allowStale: true })?.v).toBe(1);
    expect((await cache.forceFetch("k", { allowStale: false })).v).toBe(2);
  });
});
