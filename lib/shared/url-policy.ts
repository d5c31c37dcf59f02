import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { bareHost, classifyAddress, isLoopbackName, isMetadataName } from "./address-policy";

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const RESOLVE_TIMEOUT_MS = 2_000;

/**
 * Checks a webhook URL when it is configured. HTTPS is required except for
 * loopback hosts (127.0.0.0/8, ::1, localhost), which may use plain HTTP for
 * local development. A host name that resolves now to a refused range is
 * refused; one that does not resolve is accepted (the worker checks again
 * before every delivery, which also defeats DNS rebinding).
 */
export async function checkWebhookUrl(raw: string): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "url must be an absolute http(s) URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "url must use https" };
  if (url.username || url.password) return { ok: false, reason: "url must not carry credentials" };
  const host = bareHost(url.hostname);
  if (isMetadataName(host)) return { ok: false, reason: "url points at a cloud metadata service" };
  const loopbackHost = isLoopbackName(host) || (isIP(host) !== 0 && classifyAddress(host) === "loopback");
  if (isIP(host) !== 0 && !loopbackHost && classifyAddress(host) === "forbidden") {
    return { ok: false, reason: "url points at a private, link-local or reserved address" };
  }
  if (url.protocol !== "https:" && !loopbackHost)
    return { ok: false, reason: "url must use https (http is allowed only for loopback)" };
  if (isIP(host) === 0 && !isLoopbackName(host)) {
    const addresses = await resolveQuietly(host);
    if (addresses.some((a) => classifyAddress(a) !== "public")) {
      return { ok: false, reason: "url host resolves to a private, loopback or reserved address" };
    }
  }
  return { ok: true, url };
}

/** Whether the URL's host is loopback (127.0.0.0/8, ::1, localhost); false for what is not a URL. */
export function isLoopbackUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = bareHost(url.hostname);
  return isLoopbackName(host) || (isIP(host) !== 0 && classifyAddress(host) === "loopback");
}

/** Addresses of a host, or none when it does not resolve in time (offline machines). */
async function resolveQuietly(host: string): Promise<string[]> {
  const timeout = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS).unref());
  const resolved = lookup(host, { all: true, verbatim: true }).then(
    (list) => list.map((a) => a.address),
    () => [],
  );
  return Promise.race([resolved, timeout]);
}
