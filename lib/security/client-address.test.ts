import { afterEach, describe, expect, it } from "vitest";
import { clientAddressOf, PEER_ADDRESS_HEADER, PEER_HEADER_MARKER, UNKNOWN_ADDRESS } from "./client-address";
import { addressBucket, ipv6Groups, normalizeIp } from "@/lib/shared/ip-address";

describe("normalizeIp", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9:51234 ", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["2001:db8::1", "2001:db8::1"],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it.each(["", "unknown", "evil.example", "999.1.1.1", "1.2.3", "<script>"])("refuses %j", (raw) => {
    expect(normalizeIp(raw)).toBeUndefined();
  });

  it("expands IPv6 groups and buckets IPv6 clients by /64", () => {
    expect(ipv6Groups("2001:db8::1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("::ffff:10.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]);
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });
});

describe("clientAddressOf", () => {
  const proxies = { trustedProxies: ["10.0.0.0/8", "192.0.2.10", "2001:db8:ffff::/48"], peerHeaderIsOurs: true };
  const from = (peer: string, forwardedFor?: string) => ({
    [PEER_ADDRESS_HEADER]: peer,
    ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
  });

  afterEach(() => {
    delete (globalThis as { [PEER_HEADER_MARKER]?: boolean })[PEER_HEADER_MARKER];
  });

  it("ignores X-Forwarded-For and X-Real-IP from a peer that is not a trusted proxy", () => {
    const spoofed = { ...from("198.51.100.7", "203.0.113.1"), "x-real-ip": "203.0.113.2" };
    expect(clientAddressOf(spoofed, proxies)).toBe("198.51.100.7");
    expect(clientAddressOf(spoofed, { trustedProxies: [], peerHeaderIsOurs: true })).toBe("198.51.100.7");
  });

  it("reads X-Forwarded-For from the right when the peer is a trusted proxy", () => {
    expect(clientAddressOf(from("10.0.0.5", "203.0.113.9"), proxies)).toBe("203.0.113.9");
    // The client prepended a fake entry; our proxy appended the real one.
    expect(clientAddressOf(from("10.0.0.5", "1.2.3.4, 203.0.113.9"), proxies)).toBe("203.0.113.9");
    // Two of our proxies in a row are skipped.
    expect(clientAddressOf(from("10.0.0.5", "1.2.3.4, 203.0.113.9, 192.0.2.10"), proxies)).toBe("203.0.113.9");
    expect(clientAddressOf(from("::ffff:10.0.0.5", "[2001:db8::7]:5000, 2001:db8:ffff::1"), proxies)).toBe(
      "2001:db8::7",
    );
    expect(clientAddressOf(new Headers(from("10.0.0.5", "203.0.113.9")), proxies)).toBe("203.0.113.9");
    expect(clientAddressOf({ ...from("10.0.0.5"), "x-forwarded-for": ["1.1.1.1", "203.0.113.9"] }, proxies)).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the nearest trusted hop when the header is missing, all ours, or garbage", () => {
    expect(clientAddressOf(from("10.0.0.5"), proxies)).toBe("10.0.0.5");
    expect(clientAddressOf(from("10.0.0.5", "10.0.0.9"), proxies)).toBe("10.0.0.9");
    expect(clientAddressOf(from("10.0.0.5", "203.0.113.9, not-an-ip"), proxies)).toBe("10.0.0.5");
  });

  it("is unknown when the server did not set the peer header (next dev), whatever the client sent", () => {
    const spoofed = from("10.0.0.5", "203.0.113.9");
    expect(clientAddressOf(spoofed, { trustedProxies: proxies.trustedProxies, peerHeaderIsOurs: false })).toBe(
      UNKNOWN_ADDRESS,
    );
    expect(clientAddressOf(spoofed, { trustedProxies: proxies.trustedProxies })).toBe(UNKNOWN_ADDRESS);
    (globalThis as { [PEER_HEADER_MARKER]?: boolean })[PEER_HEADER_MARKER] = true;
    expect(clientAddressOf(spoofed, { trustedProxies: proxies.trustedProxies })).toBe("203.0.113.9");
    expect(clientAddressOf({}, proxies)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddressOf(undefined, proxies)).toBe(UNKNOWN_ADDRESS);
  });
});
