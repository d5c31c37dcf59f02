import { isIP } from "node:net";
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

/** Comma-separated IPs; anything else stops the start rather than trusting a typo. */
export function parseTrustedProxies(value: string | undefined, name = "SANDBOX_TRUSTED_PROXIES"): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (isIP(entry) === 0) throw new Error(`${name} holds "${entry}", which is not an IP address`);
  }
  return entries.map(normalizeIp);
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
  trusted: ReadonlySet<string>,
): string {
  if (!peer) return UNKNOWN_ADDRESS;
  const socket = normalizeIp(peer);
  if (!trusted.has(socket) || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map(hopAddress)
    .filter((hop) => hop !== "");
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    if (hop !== undefined && !trusted.has(hop)) return hop;
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
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), new Set(trustedProxies));
}
