import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { pendingDelay, recordFailure, recordSuccess, throttledLogin } from "./throttle";
import { clientAddressOf, delayForFailures, MAX_DELAY_MS, throttleKeys } from "./throttle-policy";

vi.mock("server-only", () => ({}));

describe("throttle policy", () => {
  it("lets the first failures through, then doubles up to the cap", () => {
    expect([0, 1, 2].map(delayForFailures)).toEqual([0, 0, 0]);
    expect([3, 4, 5].map(delayForFailures)).toEqual([500, 1000, 2000]);
    expect(delayForFailures(40)).toBe(MAX_DELAY_MS);
  });

  it("keys by normalised email and by the proxy-reported address", () => {
    expect(throttleKeys(" Ops@Example.com ", "10.0.0.1")).toEqual(["email:ops@example.com", "ip:10.0.0.1"]);
    expect(throttleKeys(undefined, "10.0.0.1")).toEqual(["ip:10.0.0.1"]);
    expect(clientAddressOf({ "x-forwarded-for": "203.0.113.9, 10.0.0.2" })).toBe("203.0.113.9");
    expect(clientAddressOf(new Headers({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddressOf({})).toBe("unknown");
  });
});

describe("throttle store", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore();
    setStoreForTests(Promise.resolve(store));
  });
  afterAll(async () => {
    setStoreForTests(undefined);
    await store.dispose();
  });

  it("counts failures per key and owes a growing delay", async () => {
    const keys = ["email:a@example.com", "ip:192.0.2.1"];
    for (let i = 0; i < 3; i++) await recordFailure(keys);
    expect(await pendingDelay(keys)).toBe(500);
    await recordFailure(keys);
    expect(await pendingDelay(["email:a@example.com"])).toBe(1000);
    // Another email from the same address is slowed by the address's count.
    expect(await pendingDelay(["email:b@example.com", "ip:192.0.2.1"])).toBe(1000);
    await recordSuccess("A@example.com");
    expect(await pendingDelay(["email:a@example.com"])).toBe(0);
    expect(await pendingDelay(["ip:192.0.2.1"])).toBe(1000);
  });

  it("records only credential failures and slows the next attempt", async () => {
    const input = {
      email: "c@example.com",
      clientAddress: "192.0.2.9",
      isCredentialFailure: (e: unknown) => e === "bad",
    };
    for (let i = 0; i < 3; i++) await expect(throttledLogin(input, () => Promise.reject("bad"))).rejects.toBe("bad");
    await expect(throttledLogin(input, () => Promise.reject("down"))).rejects.toBe("down");
    expect(await pendingDelay(["email:c@example.com"])).toBe(500);
    const started = Date.now();
    await expect(throttledLogin(input, () => Promise.resolve("ok"))).resolves.toBe("ok");
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await pendingDelay(["email:c@example.com"])).toBe(0);
  });
});
