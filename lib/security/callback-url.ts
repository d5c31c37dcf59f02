/**
 * Post-login destinations (`callbackUrl`) come from the query string, so they
 * are attacker-controlled. Browsers and the WHATWG URL parser drop tabs and
 * newlines and read "\" as "/", so "/\t/evil.example" or "/\\evil.example"
 * leave the origin although they start with one "/". Instead of listing bad
 * prefixes, the value is parsed against a fixed origin that can never be a
 * real host, and only a result on that origin is kept.
 *
 * Pure and dependency-free: used by the login page, proxy.ts and next-auth's
 * redirect callback.
 */

/** A reserved TLD (RFC 2606): never resolvable, never the dashboard's own host. */
const PARSE_ORIGIN = "http://dashboard.invalid";

/** Longer values are not destinations anyone typed; they would only bloat the Location header. */
export const MAX_CALLBACK_URL_LENGTH = 2048;

/** C0 and C1 control characters, DEL, and the backslash that URL parsers read as "/". */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/** The path once %-escapes are decoded, or undefined when an escape does not decode. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** A path that stays on this origin even if a later step decodes it once more. */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !hasUnsafeCharacter(path);
}

/**
 * The same-origin path (pathname + search + hash) the value names, or the
 * fallback for anything else: absolute or protocol-relative URLs, schemes
 * such as `javascript:`, control characters, backslashes, dot segments that
 * collapse to "//", over-long values. Never throws.
 */
export function safeCallbackUrl(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_CALLBACK_URL_LENGTH || !isLocalPath(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, PARSE_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PARSE_ORIGIN) return fallback;
  // "/.//evil.example" parses to the path "//evil.example": check what comes out, not only what went in.
  const decoded = decodedPath(parsed.pathname);
  if (!isLocalPath(parsed.pathname) || decoded === undefined || !isLocalPath(decoded)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * next-auth's `redirect` callback: a relative path or an absolute URL on the
 * dashboard's own origin, reduced to a safe path; anything else goes home.
 */
export function sameOriginRedirect(url: string, baseUrl: string): string {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return "/";
  }
  let path: unknown = url;
  if (!url.startsWith("/")) {
    let absolute: URL | undefined;
    try {
      absolute = new URL(url);
    } catch {
      absolute = undefined;
    }
    path = absolute && absolute.origin === base.origin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : "/";
  }
  return `${base.origin}${safeCallbackUrl(path)}`;
}
