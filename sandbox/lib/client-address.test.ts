import { describe, expect, it } from "vitest";
import { resolveClientAddress, trustedProxyMatcher } from "@/lib/shared/client-address";
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from "./client-address";

describe("parseTrustedProxies", () => {
  it('trusts loopback when unset or empty, nobody for "none"', () => {
    expect(parseTrustedProxies(undefined)).toEqual([...DEFAULT_TRUSTED_PROXIES]);
    expect(parseTrustedProxies(" ")).toEqual([...DEFAULT_TRUSTED_PROXIES]);
    expect(parseTrustedProxies("none")).toEqual([]);
  });

  it("reads comma-separated IPs and CIDR ranges", () => {
    expect(parseTrustedProxies(" 10.0.0.1, ::FFFF:10.0.0.2 ,2001:DB8::1, 10.8.0.0/16, fd00::/8")).toEqual([
      "10.0.0.1",
      "10.0.0.2",
      "2001:db8::1",
      "10.8.0.0/16",
      "fd00::/8",
    ]);
  });

  it("refuses anything else, naming the setting", () => {
    for (const bad of ["proxy.internal", "10.0.0.0/33", "::1/129", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.1,", "1.2.3"])
      expect(() => parseTrustedProxies(bad)).toThrow(/SANDBOX_TRUSTED_PROXIES holds|SANDBOX_TRUSTED_PROXIES has/);
  });
});

describe("trustedProxyMatcher", () => {
  it("matches addresses and ranges of both families, and nothing that is not an IP", () => {
    const trusted = trustedProxyMatcher(parseTrustedProxies(undefined));
    expect(trusted.has("127.0.0.1")).toBe(true);
    expect(trusted.has("127.9.9.9")).toBe(true);
    expect(trusted.has("::1")).toBe(true);
    expect(trusted.has("10.0.0.1")).toBe(false);
    expect(trusted.has("unknown")).toBe(false);
    const ranges = trustedProxyMatcher(parseTrustedProxies("10.8.0.0/16,fd00::/8"));
    expect(ranges.has("10.8.200.1")).toBe(true);
    expect(ranges.has("10.9.0.1")).toBe(false);
    expect(ranges.has("fd12::5")).toBe(true);
  });

  it("behind a loopback proxy, a garbage entry counts against the proxy, not as a new client", () => {
    const trusted = trustedProxyMatcher(DEFAULT_TRUSTED_PROXIES);
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("127.0.0.1", "unknown", trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9, not-an-ip", trusted)).toBe("127.0.0.1");
  });
});
