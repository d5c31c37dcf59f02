import {
  resolveClientAddress,
  type TrustedProxies,
  trustedProxyMatcher,
  UNKNOWN_ADDRESS,
} from "@/lib/shared/client-address";
import { normalizeIp } from "@/lib/shared/ip-address";

export { UNKNOWN_ADDRESS };

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

const matchers = new Map<string, TrustedProxies>();

/** The configured proxies' matcher, built once per distinct list. */
function proxyMatcher(entries: readonly string[]): TrustedProxies {
  const cacheKey = entries.join(",");
  let matcher = matchers.get(cacheKey);
  if (!matcher) {
    matcher = trustedProxyMatcher(entries);
    matchers.set(cacheKey, matcher);
  }
  return matcher;
}

/**
 * The client's address, by the rule the sandbox follows too (lib/shared/client-address.ts): the
 * peer the server recorded, unless it is one of our proxies; then X-Forwarded-For from the right.
 * Without a peer header of our own the client is unknown, whatever headers it sent.
 */
export function clientAddressOf(headers: HeaderBag, options: ClientAddressOptions): string {
  const ours = options.peerHeaderIsOurs ?? peerHeaderIsOurs();
  const peer = ours ? headerValues(headers, PEER_ADDRESS_HEADER).at(-1) : undefined;
  return resolveClientAddress(peer, headerValues(headers, "x-forwarded-for"), proxyMatcher(options.trustedProxies));
}

/**
 * The client's address as the API should count it (X-Forwarded-For on the API login), or nothing
 * when the dashboard does not know it: then the API counts the dashboard's own address, as
 * before, rather than one shared made-up one.
 */
export function forwardableAddress(address: string | undefined): string | undefined {
  return normalizeIp(address);
}
