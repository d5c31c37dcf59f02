/** Paths reachable without a session. Everything else needs one (and checks it again itself). */
// Each customer's webhook receiver (/api/webhooks/receive/<key>) authenticates by signature instead.
const PUBLIC_PREFIXES = ["/api/auth/", "/_next/", "/api/webhooks/receive/"];
const PUBLIC_EXACT = new Set(["/login", "/api/health", "/api/ready", "/favicon.ico"]);
const STATIC_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|webmanifest|woff2?)$/i;

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_EXACT.has(pathname)) return true;
  if (PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  return STATIC_FILE.test(pathname);
}
