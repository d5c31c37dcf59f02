import { BlockList, isIP } from "node:net";

/**
 * Which network addresses the sandbox may deliver webhooks to. Loopback is
 * allowed for local development; private, link-local, cloud metadata and
 * other non-routable ranges are refused so a configuration cannot make the
 * sandbox probe the network it runs in (SSRF).
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
] as const) {
  forbidden.addSubnet(net, prefix, "ipv6");
}

/** Host names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata", "metadata.goog", "instance-data"]);

/** "::ffff:10.0.0.1" and "::ffff:a00:1" are IPv4 addresses in IPv6 clothing. */
function unmapIpv4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  if (!lower.startsWith("::ffff:")) return undefined;
  const rest = lower.slice(7);
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex?.[1] || !hex[2]) return undefined;
  const hi = Number.parseInt(hex[1], 16);
  const lo = Number.parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function classifyAddress(ip: string): AddressClass {
  const mapped = unmapIpv4(ip);
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return "forbidden";
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(address, type)) return "loopback";
  if (forbidden.check(address, type)) return "forbidden";
  return "public";
}

export const isLoopbackName = (host: string) => host === "localhost" || host.endsWith(".localhost");
export const isMetadataName = (host: string) => METADATA_HOSTS.has(host.replace(/\.$/, ""));

/** URL.hostname keeps IPv6 literals in brackets. */
export const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
