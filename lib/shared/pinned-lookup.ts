import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { bareHost, classifyAddress, isLoopbackName, isMetadataName } from "./address-policy";

/*
 * The resolve-and-pin half of the URL policy (url-policy.ts checks a URL when it is configured):
 * give guardedLookup to the request as its `lookup` so the address actually connected to is the
 * one checked, and ask refusal(url) right before sending.
 */

export class RefusedAddress extends Error {
  code = "EREFUSEDADDRESS";
}

/**
 * Resolves like dns.lookup, then refuses the connection when an address is in
 * a refused range. Checking the address actually connected to (instead of a
 * separate resolution before the request) defeats DNS rebinding. A loopback
 * name must resolve to loopback; any other name must resolve to public addresses.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  const want = isLoopbackName(hostname.toLowerCase()) ? "loopback" : "public";
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    const bad = addresses.find((a) => classifyAddress(a.address) !== want);
    if (bad || addresses.length === 0) {
      return callback(new RefusedAddress(`${hostname} resolves to refused address ${bad?.address ?? "(none)"}`), "", 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

/** The literal-address and host-name rules of the URL policy, applied again right before sending. */
export function refusal(url: URL): string | undefined {
  const host = bareHost(url.hostname);
  if (isMetadataName(host)) return "url points at a cloud metadata service";
  if (isIP(host) === 0) return undefined;
  const cls = classifyAddress(host);
  if (cls === "forbidden") return `refused address ${host}`;
  if (cls === "public" && url.protocol !== "https:") return "url must use https";
  return undefined;
}
