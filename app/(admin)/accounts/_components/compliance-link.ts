/**
 * Host names reserved by RFC 2606 / RFC 6761 (and the example.* second-level names IANA keeps):
 * they never resolve to a real verification service, so a link to one would be a dead end. The
 * sandbox's `https://compliance.sandbox.example/...` is one of them.
 */
const RESERVED_SUFFIXES = [".example", ".test", ".invalid", ".localhost", ".local"];
const RESERVED_NAMES = new Set([
  "example",
  "test",
  "invalid",
  "localhost",
  "example.com",
  "example.net",
  "example.org",
]);

/**
 * The account's verification link when it can be followed: https, a real host name. Anything
 * else (http, another scheme, a reserved or bare host, not a URL) is not shown as a link.
 */
export function usableComplianceUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host.includes(".") || RESERVED_NAMES.has(host)) return null;
  if (RESERVED_SUFFIXES.some((suffix) => host.endsWith(suffix))) return null;
  if ([...RESERVED_NAMES].some((name) => name.includes(".") && host.endsWith(`.${name}`))) return null;
  // An IP literal is no service a compliance provider would hand out.
  if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith("[")) return null;
  return url.toString();
}
