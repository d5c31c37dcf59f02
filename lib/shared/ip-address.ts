import { isIP } from "node:net";

/**
 * IP address text as it arrives in headers and from sockets, made comparable:
 * "[2001:db8::1]:443", "203.0.113.9:51234", "::ffff:203.0.113.9" and
 * "fe80::1%eth0" all come in; one canonical address goes out.
 */

/** The address alone: brackets, a port and an IPv6 zone removed, IPv4-mapped IPv6 unwrapped; undefined if not an IP. */
export function normalizeIp(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%[\w.-]+$/, "").toLowerCase();
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return undefined;
  // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  return text;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
export function ipv6Groups(address: string): number[] {
  // A zone ("fe80::1%eth0") names an interface, not part of the address.
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

/**
 * What a client is counted as: an IPv4 address itself, an IPv6 address by its
 * /64 (one subscriber usually holds a whole /64 and could otherwise rotate
 * through it). Text that is not an address is returned as given.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
