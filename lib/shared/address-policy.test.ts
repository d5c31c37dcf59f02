import { describe, expect, it } from "vitest";
import { classifyAddress, embeddedIpv4 } from "./address-policy";

/** Every IPv6 spelling of an IPv4 address a dual-stack socket, NAT64 gateway or 6to4/Teredo relay delivers to. */
function ipv6FormsOf(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  const hi = ((a << 8) | b).toString(16);
  const lo = ((c << 8) | d).toString(16);
  const invHi = (((a << 8) | b) ^ 0xffff).toString(16);
  const invLo = (((c << 8) | d) ^ 0xffff).toString(16);
  return [
    `::ffff:${ipv4}`, // IPv4-mapped, dotted
    `::ffff:${hi}:${lo}`, // IPv4-mapped, hex
    `0:0:0:0:0:ffff:${hi}:${lo}`, // IPv4-mapped, written out
    `::ffff:0:${ipv4}`, // SIIT IPv4-translated
    `::${ipv4}`, // IPv4-compatible, dotted
    `::${hi}:${lo}`, // IPv4-compatible, hex
    `64:ff9b::${ipv4}`, // NAT64 well-known prefix, dotted
    `64:ff9b::${hi}:${lo}`, // NAT64, hex
    `2002:${hi}:${lo}::`, // 6to4
    `2002:${hi}:${lo}:1::abcd`, // 6to4 with a subnet and host
    `2001:0:4136:e378:8000:63bf:${invHi}:${invLo}`, // Teredo: client address inverted
  ];
}

describe("IPv6 forms that carry an IPv4 address", () => {
  it.each(["169.254.169.254", "10.0.0.1", "127.0.0.1", "192.168.1.20", "100.64.0.1", "0.0.0.0"])(
    "every form of %s is refused",
    (ipv4) => {
      for (const form of ipv6FormsOf(ipv4)) {
        if (ipv4 !== "0.0.0.0" || !form.startsWith("::0")) expect(embeddedIpv4(form), form).toBe(ipv4);
        expect(classifyAddress(form), form).toBe("forbidden");
      }
    },
  );

  it.each(["8.8.8.8", "203.0.113.10", "1.1.1.1"])("every form of the public %s is public", (ipv4) => {
    for (const form of ipv6FormsOf(ipv4)) {
      expect(embeddedIpv4(form), form).toBe(ipv4);
      expect(classifyAddress(form), form).toBe("public");
    }
  });

  it("names the tester's examples: the metadata service over IPv4-compatible and NAT64 forms", () => {
    expect(classifyAddress("::a9fe:a9fe")).toBe("forbidden");
    expect(classifyAddress("64:ff9b::a9fe:a9fe")).toBe("forbidden");
    expect(classifyAddress("64:ff9b::169.254.169.254")).toBe("forbidden");
  });

  it("refuses the local-use NAT64 prefix and the rest of 64:ff9b::/32 whatever they carry", () => {
    for (const ip of [
      "64:ff9b:1::a9fe:a9fe",
      "64:ff9b:1::808:808",
      "64:ff9b:1:a9fe:a9:fe00::",
      "64:ff9b:0:0:1::808:808",
    ])
      expect(classifyAddress(ip), ip).toBe("forbidden");
  });

  it("keeps the native IPv6 classes", () => {
    expect(classifyAddress("::1")).toBe("loopback");
    expect(classifyAddress("::")).toBe("forbidden");
    expect(classifyAddress("fe80::1%eth0")).toBe("forbidden");
    expect(classifyAddress("fd00:ec2::254")).toBe("forbidden");
    expect(classifyAddress("2606:4700::1111")).toBe("public");
    expect(classifyAddress("2001:db8:1::1")).toBe("public");
    expect(embeddedIpv4("::1")).toBeUndefined();
    expect(embeddedIpv4("2606:4700::1111")).toBeUndefined();
    expect(embeddedIpv4("10.0.0.1")).toBeUndefined();
  });

  it("keeps plain IPv4 loopback for local development, and refuses what is not an address", () => {
    expect(classifyAddress("127.0.0.1")).toBe("loopback");
    expect(classifyAddress("evil.example")).toBe("forbidden");
    expect(classifyAddress("")).toBe("forbidden");
  });
});
