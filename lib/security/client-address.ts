import { BlockList, isIP } from "node:net";
import { normalizeIp } from "@/lib/shared/ip-address";

/**
 * The address a request really came from, for per-address limits.
 *
 * X-Forwarded-For is written by whoever sends the request, so it only means
 * something when the party that handed us the request is a proxy we run.
 * Route handlers do not see the socket, so the production server
 * (scripts/dashboard-server.mjs) copies `socket.remoteAddress` into
 * PEER_ADDRESS_HEADER on every request, after deleting any value the client
 * sent, and sets PEER_HEADER_MARKER so this module knows the header is its
 * own. Under `next dev`, `next start` or standalone nobody sets the marker:
 * the peer is "unknown", which sign-in does not count as an address (per
 * account only, lib/auth/throttle-policy.ts).
 */
export const PEER_ADDRESS_HEADER = "x-ramp-peer-address";

/** Set on globalThis by scripts/dashboard-server.mjs; keep the key in step there. */
export const PEER_HEADER_MARKER = Symbol.for("ramp-backoffice.peer-address-header");

/** What a request without a known peer is given: not an address, never a shared counting key. */
export const UNKNOWN_ADDRESS = "unknown";

export type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

export interface ClientAddressOptions {
  /** TRUSTED_PROXIES: addresses and CIDR ranges of our own reverse proxies. */
  trustedProxies: readonly string[];
  /** The server set PEER_ADDRESS_HEADER itself (default: PEER_HEADER_MARKER is on globalThis). */
  peerHeaderIsOurs?: boolean;
}

type GlobalWithMarker = typeof globalThis & { [PEER_HEADER_MARKER]?: boolean };

export function peerHeaderIsOurs(): boolean {
  return (globalThis as GlobalWithMarker)[PEER_HEADER_MARKER] === true;
}

/** All values of a header, comma lists split; Node may hand repeated headers over as an array. */
function headerValues(headers: HeaderBag, name: string): string[] {
  if (!headers) return [];
  const raw = headers instanceof Headers ? headers.get(name) : headers[name];
  const joined = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  return joined
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

const built = new Map<string, BlockList>();

/** A BlockList of the configured proxies, built once per distinct list. */
function proxyList(entries: readonly string[]): BlockList {
  const cacheKey = entries.join(",");
  let list = built.get(cacheKey);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [network = "", prefix] = entry.split("/");
    const address = normalizeIp(network);
    if (!address) continue;
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  built.set(cacheKey, list);
  return list;
}

/**
 * The client's address. If the direct peer is a trusted proxy, X-Forwarded-For
 * is read from the right (the entry our nearest proxy appended) and trusted
 * proxies are skipped: the first address that is not one of ours is the
 * client; whatever the client wrote further left is ignored. Any other peer
 * is the client itself, whatever headers it sent.
 */
export function clientAddressOf(headers: HeaderBag, options: ClientAddressOptions): string {
  const ours = options.peerHeaderIsOurs ?? peerHeaderIsOurs();
  const peer = ours ? normalizeIp(headerValues(headers, PEER_ADDRESS_HEADER).at(-1)) : undefined;
  if (!peer) return UNKNOWN_ADDRESS;
  const trusted = proxyList(options.trustedProxies);
  const isTrusted = (address: string) => trusted.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  if (!isTrusted(peer)) return peer;
  let hop = peer;
  const forwarded = headerValues(headers, "x-forwarded-for");
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = normalizeIp(forwarded[i]);
    // Garbage from a trusted hop: count the request against the hop that passed it on.
    if (!address) return hop;
    if (!isTrusted(address)) return address;
    hop = address;
  }
  return hop;
}

/**
 * The client's address as the API should count it (X-Forwarded-For on the API login), or nothing
 * when the dashboard does not know it: then the API counts the dashboard's own address, as
 * before, rather than one shared made-up one.
 */
export function forwardableAddress(address: string | undefined): string | undefined {
  return normalizeIp(address);
}
