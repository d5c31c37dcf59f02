import { describe, expect, it } from "vitest";
import { resolveClientAddress, trustedProxyMatcher, UNKNOWN_ADDRESS } from "./client-address";

const none = new Set<string>();
const proxies = new Set(["10.0.0.1", "10.0.0.2", "::1"]);

describe("resolveClientAddress", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("198.51.100.7", undefined, none)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", "203.0.113.9", none)).toBe("198.51.100.7");
    expect(resolveClientAddress("::ffff:198.51.100.7", "1.1.1.1, 2.2.2.2", none)).toBe("198.51.100.7");
  });

  it("is the socket peer when the peer is not a trusted proxy", () => {
    expect(resolveClientAddress("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
  });

  it("behind a trusted proxy, takes the right-most entry that is no trusted proxy", () => {
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9", proxies)).toBe("203.0.113.9");
    // The client forged the first two entries; the proxies appended the rest.
    expect(resolveClientAddress("::ffff:10.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.2", proxies)).toBe(
      "203.0.113.9",
    );
    expect(resolveClientAddress("::1", "[2001:DB8::5]:4711, 10.0.0.2", proxies)).toBe("2001:db8::5");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9:5678", proxies)).toBe("203.0.113.9");
  });

  it("falls back to the left-most hop or the peer when nothing else is known", () => {
    expect(resolveClientAddress("10.0.0.1", "10.0.0.2, ::1", proxies)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", " , ", proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress(undefined, "203.0.113.9", proxies)).toBe(UNKNOWN_ADDRESS);
  });

  it("reads X-Forwarded-For given as repeated values, as Node hands a repeated header over", () => {
    expect(resolveClientAddress("10.0.0.1", ["1.1.1.1", "203.0.113.9, 10.0.0.2"], proxies)).toBe("203.0.113.9");
  });

  it("has no address for a peer that is not an IP", () => {
    expect(resolveClientAddress("not-an-ip", "203.0.113.9", proxies)).toBe(UNKNOWN_ADDRESS);
  });
});

describe("trustedProxyMatcher", () => {
  it("matches addresses and ranges of both families, IPv4 seen through IPv6 too, and nothing else", () => {
    const trusted = trustedProxyMatcher(["127.0.0.0/8", "::1", "::ffff:10.0.0.9", "not-a-proxy"]);
    expect(trusted.has("127.9.9.9")).toBe(true);
    expect(trusted.has("::1")).toBe(true);
    expect(trusted.has("10.0.0.9")).toBe(true);
    expect(trusted.has("10.0.0.1")).toBe(false);
    expect(trusted.has("unknown")).toBe(false);
  });
});
