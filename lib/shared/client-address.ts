import { BlockList, isIP } from "node:net";
import { normalizeIp } from "./ip-address";

/*
 * Who a request comes from, for per-address limits, decided the same way by the dashboard's
 * sign-in protection and the sandbox's login throttle. Pure: each program hands in the socket's
 * peer and the X-Forwarded-For values as it reads them (lib/security/client-address.ts for Next,
 * sandbox/lib/client-address.ts for Hono).
 */

/** What a request without a known peer is given: not an address, never a shared counting key. */
export const UNKNOWN_ADDRESS = "unknown";

/** Whether an address is one of our own proxies (a Set of IPs in tests, else trustedProxyMatcher). */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** A matcher for IPs and CIDR ranges ("10.8.0.0/16", "::1"), by Node's BlockList; unreadable entries match nothing. */
export function trustedProxyMatcher(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = "", prefix] = entry.split("/");
    const address = normalizeIp(network);
    if (!address) continue;
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

/** X-Forwarded-For as one header or its repeated values: every entry, comma lists split, blanks dropped. */
function forwardedEntries(forwardedFor: string | readonly string[] | undefined): string[] {
  const values = typeof forwardedFor === "string" ? [forwardedFor] : (forwardedFor ?? []);
  return values
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client a request comes from: the socket peer, unless that peer is a trusted proxy. Then
 * X-Forwarded-For is read from the right, since each proxy appends the address it saw: trusted
 * proxies are skipped and the first other entry is the client. Entries further left were written
 * by the client itself and are never believed, so a forged header cannot pick the address. A
 * chain of trusted proxies gives its left-most entry; an entry that is no address (garbage a
 * trusted hop passed on) counts against the hop that passed it on.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normalizeIp(peer);
  if (!socket) return UNKNOWN_ADDRESS;
  if (!trusted.has(socket)) return socket;
  const chain = forwardedEntries(forwardedFor);
  let passedOnBy = socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i]);
    if (!hop) return passedOnBy;
    if (!trusted.has(hop)) return hop;
    passedOnBy = hop;
  }
  return passedOnBy;
}
