import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The address of a request with no socket (app.request() in tests): one shared bucket. */
export const UNKNOWN_ADDRESS = "unknown";

/** "::ffff:10.0.0.1" (IPv4 seen through an IPv6 socket) → "10.0.0.1"; lower-case IPv6. */
export function normalizeIp(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * Proxies believed when SANDBOX_TRUSTED_PROXIES is unset: loopback, because the sandbox runs
 * beside the dashboard, which forwards each sign-in's client address (X-Forwarded-For). Without
 * it every operator of every customer would share the dashboard's one address, and one
 * anonymous client could use up that address's limit for everybody.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ["127.0.0.0/8", "::1"];

/** The word that trusts no proxy at all (an empty list would read as "unset"). */
const TRUST_NONE = "none";

/** One entry: an IP, or an IP/prefix whose prefix fits its family; anything else is refused. */
function parseProxyEntry(entry: string, name: string): string {
  const [network = "", prefix, ...rest] = entry.split("/");
  const address = normalizeIp(network);
  const family = isIP(address);
  const refuse = () => new Error(`${name} holds "${entry}", which is neither an IP address nor an IP/prefix range`);
  if (family === 0 || rest.length > 0) throw refuse();
  if (prefix === undefined) return address;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) throw refuse();
  return `${address}/${bits}`;
}

/**
 * SANDBOX_TRUSTED_PROXIES: comma-separated IPs and CIDR ranges. Unset or empty: loopback
 * (DEFAULT_TRUSTED_PROXIES); "none": no proxy, the socket peer is always the client. Anything
 * unreadable stops the start rather than trusting a typo.
 */
export function parseTrustedProxies(value: string | undefined, name = "SANDBOX_TRUSTED_PROXIES"): string[] {
  const raw = (value ?? "").trim();
  if (raw === "") return [...DEFAULT_TRUSTED_PROXIES];
  if (raw.toLowerCase() === TRUST_NONE) return [];
  const entries = raw.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => entry === "")) throw new Error(`${name} has an empty entry: "${raw}"`);
  return entries.map((entry) => parseProxyEntry(entry, name));
}

/** Whether an address is one of the trusted proxies (a Set of IPs in tests, else trustedProxyMatcher). */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** A matcher for parsed entries (IPs and ranges), by Node's BlockList. */
export function trustedProxyMatcher(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = "", prefix] = entry.split("/");
    const type = isIP(network) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return {
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

/** One X-Forwarded-For entry as an address: "[::1]:443" and "203.0.113.9:5678" lose their port. */
function hopAddress(entry: string): string {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed?.[1]) return normalizeIp(bracketed[1]);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  if (withPort?.[1]) return withPort[1];
  return normalizeIp(trimmed);
}

/**
 * The client a request comes from: the socket peer, unless that peer is a
 * trusted proxy. Then X-Forwarded-For is read from the right, since each
 * proxy appends the address it saw: trusted proxies are skipped and the first
 * other entry is the client. Entries further left were written by the client
 * itself and are never believed, so a forged header cannot pick the address.
 * A chain of trusted proxies only gives its left-most entry.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (!peer) return UNKNOWN_ADDRESS;
  const socket = normalizeIp(peer);
  if (!trusted.has(socket) || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map(hopAddress)
    .filter((hop) => hop !== "");
  let passedOnBy = socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    if (hop === undefined) continue;
    // Not an address (a trusted hop passed on garbage): count it against that hop.
    if (isIP(hop) === 0) return passedOnBy;
    if (!trusted.has(hop)) return hop;
    passedOnBy = hop;
  }
  return chain[0] ?? socket;
}

/** The socket peer as @hono/node-server exposes it; undefined without a socket (app.request()). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // getConnInfo reads c.env.incoming.socket, which only the node server provides.
    return undefined;
  }
}

/** The request's client address (see resolveClientAddress). */
export function clientAddress(c: Context, trustedProxies: TrustedProxies): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustedProxies);
}
