import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { resolveClientAddress, type TrustedProxies } from "@/lib/shared/client-address";
import { normalizeIp } from "@/lib/shared/ip-address";

/*
 * The sandbox's side of who a request comes from: its setting (SANDBOX_TRUSTED_PROXIES) and
 * the socket peer as Hono sees it. The rule itself is shared with the dashboard
 * (lib/shared/client-address.ts).
 */

/**
 * Proxies believed when SANDBOX_TRUSTED_PROXIES is unset: loopback, because the sandbox runs
 * beside the dashboard, which forwards each sign-in's client address (X-Forwarded-For). Without
 * it every operator of every customer would share the dashboard's one address, and one
 * anonymous client could use up that address's limit for everybody.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ["127.0.0.0/8", "::1"];

/** The word that trusts no proxy at all (an empty list would read as "unset"). */
const TRUST_NONE = "none";

/** One entry: an IP, or an IP/prefix whose prefix fits its family; anything else (a port, a name) is refused. */
function parseProxyEntry(entry: string, name: string): string {
  const [network = "", prefix, ...rest] = entry.split("/");
  const address = isIP(network.trim()) === 0 ? undefined : normalizeIp(network);
  const refuse = () => new Error(`${name} holds "${entry}", which is neither an IP address nor an IP/prefix range`);
  if (!address || rest.length > 0) throw refuse();
  if (prefix === undefined) return address;
  const bits = Number(prefix);
  const max = isIP(address) === 4 ? 32 : 128;
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

/** The socket peer as @hono/node-server exposes it; undefined without a socket (app.request()). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // getConnInfo reads c.env.incoming.socket, which only the node server provides.
    return undefined;
  }
}

/** The request's client address (lib/shared/client-address.ts resolveClientAddress). */
export function clientAddress(c: Context, trustedProxies: TrustedProxies): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustedProxies);
}
