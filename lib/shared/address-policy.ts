import { BlockList, isIP } from "node:net";
import { ipv6Groups } from "./ip-address";

/**
 * Which network addresses a request of ours may go to: the sandbox's webhook deliveries today,
 * the dashboard's own outgoing requests (chat alerts) later. Loopback is allowed for local
 * development; private, link-local, cloud metadata and
 * other non-routable ranges are refused so a configuration cannot make the
 * sandbox probe the network it runs in (SSRF). An IPv6 address that carries
 * an IPv4 address (embeddedIpv4) is judged by that IPv4 address, since a
 * dual-stack socket, a NAT64 gateway or a 6to4/Teredo relay delivers to it.
 */
export type AddressClass = "public" | "loopback" | "forbidden";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const forbidden = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", includes 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT, private in practice
  ["169.254.0.0", 16], // link-local, includes the 169.254.169.254 metadata service
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  forbidden.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["fd00:ec2::", 32], // AWS metadata over IPv6 (inside fc00::/7, named for clarity)
  // NAT64 outside the well-known /96 (classified below by the address it carries): the local-use
  // 64:ff9b:1::/48 (RFC 8215) is not globally reachable, and its operator picks where the IPv4
  // address sits; the rest of 64:ff9b::/32 is unassigned.
  ["64:ff9b::", 32],
] as const) {
  forbidden.addSubnet(net, prefix, "ipv6");
}

/** Host names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata", "metadata.goog", "instance-data"]);

const dottedQuad = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
const zero = (groups: number[]) => groups.every((g) => g === 0);

/**
 * The IPv4 address an IPv6 address stands for, when it has one of the forms
 * that carry one: IPv4-mapped ::ffff:a.b.c.d, SIIT ::ffff:0:a.b.c.d,
 * IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d (the well-known /96),
 * 6to4 2002:AABB:CCDD:: (bits 16–48) and Teredo 2001:0:… (the client's address,
 * inverted, in the last 32 bits). Dotted and hex spellings are the same address.
 */
export function embeddedIpv4(ip: string): string | undefined {
  if (isIP(ip.replace(/%.*$/, "")) !== 6) return undefined;
  const g = ipv6Groups(ip);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  if (zero([g0, g1, g2, g3, g4]) && g5 === 0xffff) return dottedQuad(g6, g7); // IPv4-mapped
  if (zero([g0, g1, g2, g3]) && g4 === 0xffff && g5 === 0) return dottedQuad(g6, g7); // SIIT
  // IPv4-compatible (deprecated); :: and ::1 are themselves, not 0.0.0.0 and 0.0.0.1.
  if (zero([g0, g1, g2, g3, g4, g5]) && (g6 !== 0 || g7 > 1)) return dottedQuad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zero([g2, g3, g4, g5])) return dottedQuad(g6, g7); // NAT64
  if (g0 === 0x2002) return dottedQuad(g1, g2); // 6to4
  if (g0 === 0x2001 && g1 === 0) return dottedQuad(g6 ^ 0xffff, g7 ^ 0xffff); // Teredo client
  return undefined;
}

function classifyIpv4(address: string): AddressClass {
  if (loopback.check(address, "ipv4")) return "loopback";
  if (forbidden.check(address, "ipv4")) return "forbidden";
  return "public";
}

export function classifyAddress(address: string): AddressClass {
  const ip = address.replace(/%.*$/, ""); // an IPv6 zone ("fe80::1%eth0") does not change the class
  const family = isIP(ip);
  if (family === 0) return "forbidden";
  if (family === 4) return classifyIpv4(ip);
  const embedded = embeddedIpv4(ip);
  if (embedded !== undefined) {
    // Loopback written as IPv6 reaches a translator or relay, not this host, and local
    // development never needs it: only 127.0.0.0/8, ::1 and localhost count as loopback.
    const cls = classifyIpv4(embedded);
    return cls === "loopback" ? "forbidden" : cls;
  }
  if (loopback.check(ip, "ipv6")) return "loopback";
  if (forbidden.check(ip, "ipv6")) return "forbidden";
  return "public";
}

export const isLoopbackName = (host: string) => host === "localhost" || host.endsWith(".localhost");
export const isMetadataName = (host: string) => METADATA_HOSTS.has(host.replace(/\.$/, ""));

/** URL.hostname keeps IPv6 literals in brackets. */
export const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
